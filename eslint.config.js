import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** What only does something once React Router runs in the browser. */
const CLIENT_ROUTER_ONLY = [
  'Link',
  'NavLink',
  'Form',
  'Navigate',
  'Await',
  'ScrollRestoration',
  'PrefetchPageLinks',
  'useNavigate',
  'useSubmit',
  'useFetcher',
  'useFetchers',
  'useNavigation',
  'useRevalidator',
  'useBlocker',
  'useBeforeUnload',
  'useLinkClickHandler',
  'useFormAction',
  'useSearchParams',
  'unstable_usePrompt',
];

/** Files under `files` may not import from `from` (type-only imports allowed when `types` is set). */
function layer(files, from, message, types = false) {
  return {
    files: [files],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: from, message, ...(types ? { allowTypeImports: true } : {}) }] },
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      'build/',
      'dist/',
      'node_modules/',
      '.react-router/',
      'data/',
      'test-results/',
      'playwright-report/',
      'bench/.data/',
      '.tools/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'check-file': checkFile },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'check-file/filename-naming-convention': [
        'error',
        {
          // Kysely applies migrations in the order of their names: a full date and time leads each one.
          'src/db/migrations/20*.ts': '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T[0-9][0-9][0-9][0-9]-+([a-z0-9-])',
          '**/!(20)*.{ts,tsx,mjs,js}': 'KEBAB_CASE',
        },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { 'src/**/': 'KEBAB_CASE', 'tests/**/': 'KEBAB_CASE', 'e2e/**/': 'KEBAB_CASE' },
      ],
    },
  },
  // Layers: server -> db -> shared; web -> shared, and only types from server and db.
  layer(
    'src/shared/**',
    ['**/server/**', '**/db/**', '**/db', '**/web/**'],
    'shared is used by server and browser alike',
  ),
  layer('src/db/**', ['**/server/**', '**/web/**'], 'the data layer does not depend on the server or the UI'),
  layer('src/server/**', ['**/web/**'], 'the server does not import UI code'),
  layer(
    'src/web/**',
    ['**/server/**', '**/db/**', '**/db'],
    'the UI imports only types from the server and the data layer',
    true,
  ),
  // Public pages are server HTML with no React in the browser (only admin route modules export
  // `handle = CLIENT_APP`, see src/web/lib/client-app.ts): a client-router link, form or navigation
  // hook renders or runs there but silently does nothing when clicked. Plain <a> and <form> work.
  {
    files: ['src/web/public/**', 'src/web/components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react-router', 'react-router-dom'].map((name) => ({
            name,
            importNames: CLIENT_ROUTER_ONLY,
            message: 'public pages are not hydrated: use <a href> or <form method="get">, and read data in the loader',
          })),
        },
      ],
    },
  },
  {
    files: ['**/*.mjs', 'scripts/**', 'bench/**'],
    rules: { 'no-console': 'off' },
  },
  // A journey's `test` starts its worker's own server (e2e/support/test.ts); Playwright's own has no
  // server at all, and its page.goto('/admin') would fail far from the cause.
  {
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message: "import test and expect from './support/test': each worker has a server of its own there",
            },
          ],
        },
      ],
    },
  },
);
