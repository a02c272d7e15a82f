import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Which parts of MUI and the router the federation shares, and how (read by build/rspack.mjs and by
 * eslint.config.mjs, so what the apps may import and what is shared cannot drift apart).
 *
 * A shared module is never tree-shaken: sharing '@mui/material' itself shipped MUI's whole barrel
 * (~147 KB gzip) and all of react-router (~60 KB) on every first visit. So:
 * - SLIM: '@mui/material' and 'react-router-dom' are shared as a module of ours that re-exports only what
 *   the apps use (./mui-material.mjs, ./react-router-dom.mjs): the light components every page draws.
 * - MUI_ON_DEMAND: heavier components (dialogs, menus, inputs, tables…) are imported by deep path
 *   (`import Dialog from '@mui/material/Dialog'`) and each is a singleton of its own, so a page downloads
 *   one only when it draws one — still the shell's one copy, so the theme, its defaultProps and MUI's
 *   internal contexts (a Dialog and its DialogTitle, a RadioGroup and its Radio) stay one. The list is
 *   ./mui-on-demand.mjs, which the shell's entry includes so that the shell provides all of them.
 */
export const SLIM = {
  '@mui/material': path.join(import.meta.dirname, 'mui-material.mjs'),
  'react-router-dom': path.join(import.meta.dirname, 'react-router-dom.mjs'),
};

export const MUI_ON_DEMAND_FILE = path.join(import.meta.dirname, 'mui-on-demand.mjs');

/** The components of MUI_ON_DEMAND_FILE: its `import('@mui/material/<Name>')` lines. */
export const MUI_ON_DEMAND = [...readFileSync(MUI_ON_DEMAND_FILE, 'utf8').matchAll(/import\('@mui\/material\/(\w+)'\)/g)].map(
  ([, name]) => name,
);

/** The names a slim module exports: its `export { a, default as b } from '…'` lines. */
export function exportedNames(file) {
  const source = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
  return [...source.matchAll(/export\s*\{([^}]*)\}\s*from/g)].flatMap(([, list]) =>
    list
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)
      .map((item) => item.split(/\s+as\s+/).pop()),
  );
}
