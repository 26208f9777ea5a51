import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const productCode = ['apps/api/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'];

/** A module is used by others only through its index.ts (ARCHITECTURE.md). */
const throughIndexOnly = (prefix) => ({
  regex: `^${prefix.replace(/[./]/g, (c) => `\\${c}`)}(?!\\.)[^/]+/(?!index$).+`,
  message: 'Use the other module through its index.ts (export what it offers there).',
});

/** SQL is the repo's: every sign of a query, for the module files that must hold none. */
const noSqlOutsideRepo = (where) =>
  [
    "MemberExpression[property.name='$client']",
    'MemberExpression[object.name=/^(db|tx|q)$/][property.name=/^(select|selectDistinct|insert|update|delete|execute|query)$/]',
    "MemberExpression[object.property.name='db'][property.name=/^(select|selectDistinct|insert|update|delete|execute|query)$/]",
    "TaggedTemplateExpression[tag.name='sql']",
    'ImportDeclaration[source.value=/lib\\/query$/]',
    "ImportDeclaration[source.value='drizzle-orm']",
  ].map((selector) => ({ selector, message: `No SQL in ${where}: put the query in the module’s repo, named in the users’ words.` }));

/** A repo is its module's own: nothing hands it on (another module calls a service function instead). */
const repoStaysInside = [
  'ExportAllDeclaration[source.value=/\\.repo$/]',
  "ExportNamedDeclaration[exportKind='value'][source.value=/\\.repo$/] > ExportSpecifier[exportKind='value']",
].map((selector) => ({ selector, message: 'A repo is not handed on: export a service function that other modules call instead.' }));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'packages/db/migrations/**', 'e2e/artifacts/**', '.data/**', 'coverage/**', 'apps/api/.bench-build/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  // The product's code is linted with type information: no `any` flows from a row or an answer unchecked.
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({ ...config, files: productCode })),
  {
    files: productCode,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  // Module boundaries of the API: modules reach each other through index.ts; lib, plugins and domain too.
  {
    files: ['apps/api/src/modules/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [throughIndexOnly('../')] }] },
  },
  {
    files: ['apps/api/src/{lib,plugins,domain,cli}/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [throughIndexOnly('../modules/')] }] },
  },
  {
    files: ['apps/api/src/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [throughIndexOnly('./modules/')] }] },
  },
  // The web calls the API through the route table (lib/api `callApi`), so every answer is typed by its schema; the
  // transport under it is lib/'s own.
  {
    files: ['apps/web/src/{app,features,components}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/lib/api'],
              importNames: ['apiRequest', 'apiDownload'],
              message: 'Call the route-table entry instead (callApi, downloadApi, lib/download): its answer is typed by its schema.',
            },
          ],
        },
      ],
    },
  },
  // Services, jobs, PDFs and exports hold the rules; their SQL lives in the module's repo (routes files have their own rule below).
  {
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['**/*.repo.ts', '**/*.routes.ts', '**/index.ts'],
    rules: { 'no-restricted-syntax': ['error', ...noSqlOutsideRepo('a service'), ...repoStaysInside] },
  },
  // A module's index.ts offers its services, never its repo (no re-export, no import of a repo to hand on).
  {
    files: ['apps/api/src/modules/*/index.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...noSqlOutsideRepo('a module’s index'),
        ...repoStaysInside,
        {
          selector:
            "ImportDeclaration[importKind='value'][source.value=/\\.repo$/] > :matches(ImportNamespaceSpecifier, ImportSpecifier[importKind='value'], ImportDefaultSpecifier)",
          message: 'A module’s index.ts offers service functions, not its repo: move the code to a service file.',
        },
      ],
    },
  },
  // Routes files declare routes; their SQL lives in the module's repo.
  {
    files: ['apps/api/src/**/*.routes.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[property.name='$client']", message: 'No SQL in a routes file: put the query in the module’s repo.' },
        {
          selector: "MemberExpression[object.property.name='db'][property.name=/^(select|insert|update|delete|execute|query)$/]",
          message: 'No SQL in a routes file: put the query in the module’s repo.',
        },
      ],
    },
  },
);
