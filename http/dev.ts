// The entry of `npm run dev` (docs/decisions/042-dev-server.md): the server `npm start` runs
// (http/index.ts: configuration, database, the same site), from the sources, with its pages,
// client modules and islands from Vite. NODE_ENV is set before React is loaded: React picks its
// development build (and React Router its error details) by it.
import { serveFromSource } from './load-site';

process.env.NODE_ENV ??= 'development';
serveFromSource();
await import('./index');
