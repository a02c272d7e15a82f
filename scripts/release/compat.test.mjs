import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compatibilityProblems } from './compat.mjs';
import { craftManifest, EXPOSES, PROVIDED } from './fixtures.mjs';
import { summarizeManifest } from './manifests.mjs';
import { APPS } from './settings.mjs';

const SHELL_ROUTES = [
  { remote: 'content', module: './HomePage', from: 'route /' },
  { remote: 'practice', module: './LanguagePage', from: 'route /language/:languageName' },
  { remote: 'billing', module: './PricingPage', from: 'route /pricing' },
];

/** Live apps as the tool loads them; `change` replaces one app's manifest options. */
function live(change = {}) {
  const apps = {};
  for (const [app, { container }] of Object.entries(APPS)) {
    const options = { exposes: EXPOSES[app] ?? [], ...(change[app] ?? {}) };
    apps[app] = { manifest: summarizeManifest(craftManifest(options.container ?? container, options), app), needs: [] };
  }
  apps.shell.needs = SHELL_ROUTES;
  apps['mf-dashboard'].needs = [{ remote: 'billing', module: './CreditPurchaseDialog', from: 'mf-dashboard/src/NoCreditsBanner.tsx' }];
  return apps;
}

describe('compatibilityProblems (the guard rails)', () => {
  it('finds nothing wrong with apps built together', () => {
    assert.deepEqual(compatibilityProblems(live()), []);
  });

  it('refuses a remote built against another React major than the live shell provides', () => {
    const apps = live({ 'mf-practice': { shared: { ...PROVIDED, react: '20.0.0', 'react-dom': '20.0.0' } } });
    assert.deepEqual(compatibilityProblems(apps, { focus: 'mf-practice' }), [
      'mf-practice requires react ^20.0.0 (a shared singleton), but the shell provides react 19.3.1.',
      'mf-practice requires react-dom ^20.0.0 (a shared singleton), but the shell provides react-dom 19.3.1.',
    ]);
    // Publishing another remote is not blocked by mf-practice's problem…
    assert.deepEqual(compatibilityProblems(apps, { focus: 'mf-billing' }), []);
    // …but a new shell is checked against every remote.
    assert.equal(compatibilityProblems(apps, { focus: 'shell' }).length, 2);
  });

  it('refuses a remote that needs a newer core than the live shell provides, and says to release the shell first', () => {
    const apps = live({
      shell: { shared: { ...PROVIDED, '@ccl/shared': '1.0.0' } },
      'mf-community': { shared: { ...PROVIDED, '@ccl/shared': '1.1.0' } },
    });
    assert.deepEqual(compatibilityProblems(apps, { focus: 'mf-community' }), [
      'mf-community was built against the core @ccl/shared 1.1.0 and requires ^1.1.0, but the live shell provides core 1.0.0: release the shell with that core first.',
    ]);
    // A remote built against the same core, or an older 1.x one, is fine.
    const older = live({
      shell: { shared: { ...PROVIDED, '@ccl/shared': '1.1.0' } },
      'mf-community': { shared: { ...PROVIDED, '@ccl/shared': '1.0.0' } },
    });
    assert.deepEqual(compatibilityProblems(older, { focus: 'mf-community' }), []);
  });

  it('refuses a shell whose singletons no longer satisfy a live remote', () => {
    const apps = live({ shell: { shared: { ...PROVIDED, '@mui/material': '10.0.0' } } });
    const problems = compatibilityProblems(apps, { focus: 'shell' });
    assert.equal(problems.length, 5);
    assert.ok(
      problems.every((problem) => /requires @mui\/material \^9\.5\.0 .* but the shell provides @mui\/material 10\.0\.0\.$/.test(problem)),
    );
  });

  it('accepts a remote whose range the shell satisfies, and ignores what the shell does not share', () => {
    const apps = live({
      'mf-practice': { shared: { ...PROVIDED, react: { version: '19.0.0', requiredVersion: '>=18 <20' }, 'left-pad': '2.0.0' } },
    });
    assert.deepEqual(compatibilityProblems(apps, { focus: 'mf-practice' }), []);
  });

  it('refuses a remote missing a module the shell’s route table loads', () => {
    const apps = live({ 'mf-practice': { exposes: ['DialogueIntroPage'] } });
    assert.deepEqual(compatibilityProblems(apps, { focus: 'mf-practice' }), [
      "mf-practice does not expose ./LanguagePage, which the shell's route /language/:languageName loads.",
    ]);
  });

  it('refuses a billing release without the dialog another remote opens', () => {
    const apps = live({ 'mf-billing': { exposes: ['PricingPage', 'InsufficientCreditsDialog'] } });
    assert.deepEqual(compatibilityProblems(apps, { focus: 'mf-billing' }), [
      'mf-billing does not expose ./CreditPurchaseDialog, which mf-dashboard (mf-dashboard/src/NoCreditsBanner.tsx) loads.',
    ]);
    // The consumer's own publish is refused for the same reason: it would open a dialog that is not there.
    assert.equal(compatibilityProblems(apps, { focus: 'mf-dashboard' }).length, 1);
  });

  it('refuses a manifest of another container and a route to a remote that does not exist', () => {
    const apps = live({ 'mf-community': { container: 'mf_dashboard' } });
    apps.shell.needs = [...SHELL_ROUTES, { remote: 'forum', module: './ForumPage', from: 'route /forum' }];
    assert.deepEqual(compatibilityProblems(apps), [
      'mf-community\'s manifest belongs to the federation container "mf_dashboard", not "mf_community": the shell would not find it.',
      'the shell\'s route /forum loads ./ForumPage from a remote "forum" that does not exist.',
    ]);
  });

  it('reports a requiredVersion it cannot read instead of guessing', () => {
    const apps = live({ 'mf-content': { shared: { react: { version: '19.3.1', requiredVersion: '^banana' } } } });
    assert.match(
      compatibilityProblems(apps, { focus: 'mf-content' })[0],
      /mf-content shares react with a requiredVersion the tool cannot read/,
    );
  });
});
