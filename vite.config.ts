import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { converterContent } from './scripts/converter-content';
import { prebuiltHeadScript } from './scripts/head-script';
import { ingredientContent } from './scripts/ingredient-content';
import { pseudoLocaleDefine } from './scripts/pseudo-locale';
import { prebuiltSearchIndex } from './scripts/search-index';

export default defineConfig(({ command }) => ({
  plugins: [converterContent(), ingredientContent(), prebuiltSearchIndex(), prebuiltHeadScript(), tailwindcss(), reactRouter()],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  define: pseudoLocaleDefine(),
  // Bundled into the server build rather than loaded from node_modules when it starts: Node would
  // load lucide-react's every icon (CommonJS) and date-fns's every function, some 350 ms of start-up,
  // and radix-ui's every primitive where /auth uses only Tabs (docs/decisions/037-start-up.md).
  // Not in the dev server, where Vite would transform each of those thousands of modules instead
  // (docs/decisions/042-dev-server.md).
  ssr: command === 'build' ? { noExternal: ['lucide-react', 'date-fns', 'radix-ui', /^@radix-ui\//, 'class-variance-authority', 'clsx'] } : {},
}));
