import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX, 'check-file': checkFile },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // Layers: server -> db -> shared; web -> shared (and only types from server).
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/shared',
              from: ['./src/server', './src/db', './src/web'],
              message: 'shared is used by server and browser alike',
            },
            {
              target: './src/db',
              from: ['./src/server', './src/web'],
              message: 'the data layer does not depend on the server or the UI',
            },
            { target: './src/server', from: './src/web', message: 'the server does not import UI code' },
          ],
        },
      ],
      'check-file/filename-naming-convention': [
        'error',
        {
          'src/db/migrations/20*.ts': '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]-+([a-z0-9-])',
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
  {
    files: ['src/web/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '**/db/**', '**/db'],
              allowTypeImports: true,
              message: 'the UI imports only types from the server and the data layer',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.mjs', 'scripts/**', 'bench/**'],
    rules: { 'no-console': 'off' },
  },
);
