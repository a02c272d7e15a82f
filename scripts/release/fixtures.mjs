/**
 * Test fixtures for the release tool: a throw-away checkout (workspace builds, sources with a route
 * table) and crafted federation manifests, so each guard rail can be provoked without Rspack.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { APPS, loadSettings } from './settings.mjs';

export const REACT = '19.3.1';

/** The singletons our apps share, at the versions the shell provides. */
export const PROVIDED = { react: REACT, 'react-dom': REACT, '@mui/material': '9.5.0', zustand: '5.1.0', '@ccl/shared': '2.0.0' };

/**
 * A mf-manifest.json like Rspack writes: `exposes` lists module names ('LanguagePage'); `shared` maps a
 * package to its version (requiredVersion ^version) or to { version, requiredVersion }.
 */
export function craftManifest(container, { exposes = [], shared = PROVIDED, publicPath = 'auto' } = {}) {
  return {
    id: container,
    name: container,
    metaData: {
      name: container,
      publicPath,
      remoteEntry: container === 'shell' ? { name: '', path: '' } : { name: 'remoteEntry.js', path: '' },
    },
    exposes: exposes.map((name) => ({
      id: `${container}:${name}`,
      name,
      path: `./${name}`,
      assets: { js: { sync: [`__federation_expose_${name}.js`], async: [] }, css: { sync: [], async: [] } },
    })),
    shared: Object.entries(shared).map(([name, spec]) => {
      const { version, requiredVersion } = typeof spec === 'string' ? { version: spec, requiredVersion: `^${spec}` } : spec;
      return { id: `${container}:${name}`, name, version, singleton: true, requiredVersion };
    }),
  };
}

/** Writes a manifest and every file it names into `dir`. */
export async function writeBuild(dir, manifest) {
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest, null, 2));
  if (manifest.metaData.remoteEntry.name) await writeFile(path.join(dir, manifest.metaData.remoteEntry.name), `var ${manifest.name};`);
  for (const expose of manifest.exposes) for (const file of expose.assets.js.sync) await writeFile(path.join(dir, file), '/* chunk */');
}

/** What each app exposes in the fixtures (the subset the fixture route table and sources use). */
export const EXPOSES = {
  'mf-content': ['HomePage'],
  'mf-practice': ['LanguagePage', 'DialogueIntroPage'],
  'mf-dashboard': ['DashboardPage'],
  'mf-community': ['DiscussionsPage'],
  'mf-billing': ['PricingPage', 'InsufficientCreditsDialog', 'CreditPurchaseDialog'],
};

const ROUTES_TS = `import type { RemoteName } from '@ccl/shared';
export interface RemoteRoute { path: string; remote: RemoteName; module: string; title: string }
export const REMOTE_ROUTES: RemoteRoute[] = [
  { path: '/', remote: 'content', module: './HomePage', title: 'Home' },
  { path: '/language/:languageName', remote: 'practice', module: './LanguagePage', title: 'Dialogues' },
  { path: '/dialogue/:languageName/:dialogueId?', remote: 'practice', module: './DialogueIntroPage', title: 'Dialogue' },
  { path: '/dashboard', remote: 'dashboard', module: './DashboardPage', title: 'Dashboard' },
  { path: '/discussions', remote: 'community', module: './DiscussionsPage', title: 'Discussions' },
  { path: '/pricing', remote: 'billing', module: './PricingPage', title: 'Pricing' },
];
`;

/**
 * A checkout in a temporary folder: every app with package.json, rspack.config.mjs, sources (the shell's
 * route table; practice and dashboard open billing dialogs) and a workspace build in dist/.
 */
export async function makeCheckout() {
  const root = await mkdtemp(path.join(os.tmpdir(), 'ccl-release-test-'));
  for (const [app, { container }] of Object.entries(APPS)) {
    const dir = path.join(root, app);
    await mkdir(path.join(dir, 'src'), { recursive: true });
    await writeFile(path.join(dir, 'package.json'), JSON.stringify({ name: app, version: '0.1.0' }));
    await writeFile(path.join(dir, 'rspack.config.mjs'), 'export default {};\n');
    await writeBuild(path.join(dir, 'dist'), craftManifest(container, { exposes: EXPOSES[app] ?? [] }));
  }
  await writeFile(path.join(root, 'shell/src/routes.ts'), ROUTES_TS);
  await writeFile(
    path.join(root, 'mf-practice/src/InsufficientCredits.tsx'),
    "const dialog = useRemoteComponent<Props>('billing', './InsufficientCreditsDialog', open);\n",
  );
  await writeFile(
    path.join(root, 'mf-dashboard/src/NoCreditsBanner.tsx'),
    "const dialog = useRemoteComponent<Props>('billing', './CreditPurchaseDialog', open);\n",
  );
  const settings = { ...loadSettings({ WEB_ROOT: root, RELEASE_BY: 'tester@test' }), root };
  return { root, settings, cleanup: () => rm(root, { recursive: true, force: true }) };
}

/**
 * Collaborators for the commands: a build that writes `nextBuild()`'s manifest instead of running Rspack,
 * a clock that moves one minute per call, a fixed commit, and captured output.
 */
export function fakes({ manifestFor } = {}) {
  let minutes = 0;
  const output = [];
  const builds = [];
  return {
    output,
    builds,
    options: {
      build: async ({ app, outDir, publicPath }) => {
        builds.push({ app, publicPath });
        await writeBuild(outDir, manifestFor ? manifestFor(app) : craftManifest(APPS[app].container, { exposes: EXPOSES[app] ?? [] }));
      },
      now: () => new Date(Date.UTC(2026, 10, 22, 10, minutes++, 0)),
      git: async () => ({ commit: 'abc1234', dirty: false }),
      out: (line) => output.push(line),
      fetchImpl: async (url) => {
        throw new Error(`no network in this test (${url})`);
      },
    },
  };
}
