// Lint configuration (docs/decisions/048-lint-and-format.md). Prettier owns layout, so nothing here
// is about spacing: these rules catch mistakes that type-checking alone lets through. Every rule
// turned off below says why it does not fit this codebase.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const TESTS = ['tests/**', '**/*.test.{ts,tsx}'];

export default tseslint.config(
  { ignores: ['build/', 'build-*/', '.react-router/', 'data/', 'test-results/', 'bench/results/'] },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // An underscore marks a binding kept on purpose (a field left out of a rest spread).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // React's event attributes accept async handlers; React ignores what they return.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // Loaders and actions throw React Router's responses (redirect, data, 404) by design, and
      // callbacks pass on errors of type unknown as they received them.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allowThrowingUnknown: true,
          allow: [
            { from: 'lib', name: 'Response' },
            { from: 'package', package: 'react-router', name: 'DataWithResponseInit' },
          ],
        },
      ],
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingUnknown: true }],
      // `async` keeps a function to the Promise-returning shape its caller expects (handlers, fakes
      // of async services); one that happens not to await is not a bug.
      '@typescript-eslint/require-await': 'off',
      // Hooks return their functions in plain objects (`usePopover().close`); none reads `this`.
      '@typescript-eslint/unbound-method': 'off',
      // A form's text fields are strings; String() of FormData values is the intended reading.
      '@typescript-eslint/no-base-to-string': 'off',
      // Sanitizing and mail headers match control characters on purpose, to remove them.
      'no-control-regex': 'off',
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    rules: {
      // Dependency lists are checked strictly: a deliberate exception says why on its line.
      'react-hooks/exhaustive-deps': 'error',
      // The React Compiler's rules assume the compiler, which this site does not use. The "latest
      // callback in a ref" pattern is sound without it, and islands read browser-only state
      // (storage, the clock, the time zone) in an effect after hydrating the server's HTML.
      'react-hooks/refs': 'off',
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    // Unit tables copy a source's digits exactly, even where a double keeps fewer.
    files: ['app/domain/units/*.ts'],
    rules: { 'no-loss-of-precision': 'off' },
  },
  {
    // Tests read JSON and values from the page (`any`); a wrong shape fails the assertion anyway.
    files: TESTS,
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  // Plain JavaScript (build scripts, the bench, this file) is outside the TypeScript projects.
  { files: ['**/*.{js,mjs,cjs}'], extends: [tseslint.configs.disableTypeChecked] },
);
