/**
 * One lint configuration for the whole tree (`npm run lint`, part of `npm test`).
 * Beyond the usual TypeScript and React hooks rules it holds the architecture's boundaries:
 * no remote imports another remote or the API; the shell imports no remote source; the core
 * (@ccl/shared) imports no app; MUI only from its barrel (a deep import bundles a second MUI
 * into the remote and loses the shell's theme).
 */
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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

const MUI_BARREL_ONLY = {
  group: ['@mui/material/*', '!@mui/material/styles'],
  message: 'Import MUI from its barrel (`@mui/material`): a deep import bundles a second MUI and loses the shell theme.',
};

/** no-restricted-imports for files of one workspace: the given forbidden workspaces plus the MUI rule. */
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
      [MUI_BARREL_ONLY],
    ),
  ),
  boundaries(['shell/**/*.{ts,tsx,mjs}'], [...REMOTES, 'api'], 'The shell loads remotes at runtime only; it never imports their source', [
    MUI_BARREL_ONLY,
  ]),
  boundaries(['shared/**/*.{ts,tsx,mjs}'], ['shell', ...REMOTES, 'api'], 'The core (@ccl/shared) imports no app', [MUI_BARREL_ONLY]),
  boundaries(['api/**/*.{ts,mjs}'], ['shell', ...REMOTES], 'The API imports no front-end app'),
);
