// @ts-check
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/** Browser code (and the pages and components that render it) never imports the server. */
const NOT_THE_SERVER = {
  group: ['**/server/**'],
  message: 'Browser code must not import the server: put what both sides need in src/shared.',
};

export default tseslint.config(
  {
    // Build output, data and generated files; .astro files are checked by `astro check`.
    ignores: [
      'dist/',
      'data/',
      '.astro/',
      '.cache/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      '**/*.astro',
    ],
  },
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', '*.mjs', 'scripts/*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // `_`-prefixed names mark parameters a signature requires but the body does not use.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Fastify route handlers and plugins are async by contract even when they do not await.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['src/islands/**/*.tsx', 'src/lib/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Layering: the browser (lib, islands, components) never imports the server, the server never
    // imports the browser, and the shared contract imports neither. src/build is the build's own
    // Node code (it reads the API at build time, with top-level awaits): pages and Astro
    // components use it, and nothing that can ship to a browser may import it.
    files: ['src/components/**', 'src/layouts/**', 'src/pages/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [NOT_THE_SERVER],
        },
      ],
    },
  },
  {
    files: ['src/lib/**', 'src/islands/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NOT_THE_SERVER,
            {
              group: ['**/build/**'],
              message: 'Browser code must not import the build’s data: a page passes what it needs as props.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/lib/**', '**/islands/**', '**/components/**', '**/build/**'],
              message: 'The server must not import browser or build code: put what both sides need in src/shared.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '**/lib/**', '**/islands/**', '**/components/**', '**/build/**'],
              message: 'src/shared is the contract both sides import; it imports neither.',
            },
          ],
        },
      ],
    },
  },
  {
    // Vitest's and Playwright's asymmetric matchers (expect.any, objectContaining) are typed `any`.
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
