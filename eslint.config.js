// @ts-check
// Type-aware lint. `no-floating-promises` matters most here: an un-awaited
// `expect` or HTTP call silently passes, and the test with it.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'generated/',
      'reports/',
      'test-results/',
      'playwright-report/',
      'blob-report/',
      'dist/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['eslint.config.js'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    // The pages' scripts (simulators' pages, the operator's console) run in the browser as they are
    // served, with no build step: plain JavaScript modules, outside the TypeScript project.
    files: ['**/pages/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: {
      sourceType: 'module',
      globals: Object.fromEntries(
        ['document', 'window', 'fetch', 'EventSource', 'URL', 'console', 'queueMicrotask'].map((g) => [
          g,
          'readonly',
        ]),
      ),
    },
  },
  {
    // Playwright fixtures take their dependencies as a destructured object, `{}` when there are none.
    files: ['fixtures/**', 'suites/**', 'selftest/**', 'bench/**'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    // One way to name a test's requirements (fixtures/named.ts): ids typed against the catalogue,
    // written once. A raw `tag` array of strings is checked by nothing.
    files: ['suites/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Property[key.name="tag"]',
          message: "Name a test's requirements with named(title, ...ids) from fixtures/test.ts.",
        },
      ],
    },
  },
);
