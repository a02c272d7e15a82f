/**
 * One lint configuration for the whole tree (`npm run lint`, part of `npm test`).
 * Beyond the usual TypeScript and React hooks rules it holds the architecture's boundaries:
 * no remote imports another remote or the API; the shell imports no remote source; the core
 * (@ccl/shared) imports no app; MUI and the router only what the federation shares of them
 * (shared/build/singletons/lists.mjs): anything else would bundle a second copy into the app.
 */
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { exportedNames, MUI_ON_DEMAND, SLIM } from './shared/build/singletons/lists.mjs';

const REMOTES = ['mf-content', 'mf-practice', 'mf-dashboard', 'mf-community', 'mf-billing'];
const FRONT_END = ['shared', 'shell', ...REMOTES];

/** Import patterns that reach into another workspace's files by path. */
const sourceOf = (workspace) => [
  `**/${workspace}/src/**`,
  `**/${workspace}/test/**`,
  `**/${workspace}/scripts/**`,
  `@ccl/${workspace}`,
  `@ccl/${workspace}/**`,
];

/**
 * What the federation shares of MUI and the router (shared/build/singletons/lists.mjs): '@mui/material' and
 * 'react-router-dom' are slim modules of ours, so an app may import only the names they re-export; the
 * heavier MUI components come one by one by deep path, only those listed. Anything else would make the app
 * bundle a second copy (whose contexts are not the shell's) or get `undefined` at run time. Types are free.
 */
const SHARED_LIBRARIES_ONLY = {
  files: FRONT_END.map((w) => `${w}/**/*.{ts,tsx}`),
  // Tests run in jest against the real packages, not through the federation.
  ignores: ['**/*.test.{ts,tsx}', '**/test/**'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        paths: [
          {
            name: '@mui/material',
            allowImportNames: exportedNames(SLIM['@mui/material']),
            allowTypeImports: true,
            message:
              'The shared MUI barrel (shared/build/singletons/mui-material.mjs) lacks this: add it there, or import a heavier component by deep path once it is in mui-on-demand.mjs.',
          },
          {
            name: 'react-router-dom',
            allowImportNames: exportedNames(SLIM['react-router-dom']),
            allowTypeImports: true,
            message: 'The shared router (shared/build/singletons/react-router-dom.mjs) lacks this: add it there first.',
          },
          { name: 'react-router', allowTypeImports: true, message: "Import the router from 'react-router-dom' (the shared one)." },
        ],
        patterns: [
          {
            group: ['@mui/material/*', ...MUI_ON_DEMAND.map((component) => `!@mui/material/${component}`)],
            allowTypeImports: true,
            message:
              'Only the components of shared/build/singletons/mui-on-demand.mjs come by deep path (each is shared); others from the barrel `@mui/material`. An unlisted deep import bundles a second MUI.',
          },
        ],
      },
    ],
  },
};

/** no-restricted-imports for files of one workspace: the given forbidden workspaces plus extra patterns. */
function boundaries(files, forbidden, message, extra = []) {
  return {
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [...forbidden.map((workspace) => ({ group: sourceOf(workspace), message: `${message} (${workspace})` })), ...extra],
        },
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      'releases/**',
      'test-results/**',
      'playwright-report/**',
      'api/data/**',
      'api/drizzle/**',
      '**/*.d.ts',
      'scripts/lint/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      'no-console': 'off',
    },
  },
  {
    files: FRONT_END.map((w) => `${w}/**/*.{ts,tsx}`).concat('playwright/**/*.ts'),
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Functions these scripts hand to page.evaluate run in the browser.
    files: ['scripts/budget.mjs', 'scripts/perf/**/*.mjs'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx}', '**/jest.*.{cjs,js}', '**/*.cjs'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // The architecture's boundaries.
  ...REMOTES.map((remote) =>
    boundaries(
      [`${remote}/**/*.{ts,tsx,mjs}`],
      [...REMOTES.filter((r) => r !== remote), 'shell', 'api'],
      'A remote never imports another app or the API; load an exposed module at runtime or use @ccl/shared',
    ),
  ),
  boundaries(['shell/**/*.{ts,tsx,mjs}'], [...REMOTES, 'api'], 'The shell loads remotes at runtime only; it never imports their source'),
  boundaries(['shared/**/*.{ts,tsx,mjs}'], ['shell', ...REMOTES, 'api'], 'The core (@ccl/shared) imports no app'),
  SHARED_LIBRARIES_ONLY,
  boundaries(['api/**/*.{ts,mjs}'], ['shell', ...REMOTES], 'The API imports no front-end app'),
);
