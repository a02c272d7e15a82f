import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import { needsOf, remoteComponentNeeds, routeTableNeeds } from './needs.mjs';
import { ROOT } from './settings.mjs';

describe('routeTableNeeds', () => {
  it('reads the remote and module of each route from REMOTE_ROUTES', async () => {
    const text = `import type { X } from 'y';
      export const SHELL_ROUTES = [{ path: '/login', page: 'login' }];
      export const REMOTE_ROUTES: RemoteRoute[] = [
        { path: '/', remote: 'content', module: './HomePage', title: 'Home' },
        { path: "/pricing", remote: "billing", module: \`./PricingPage\`, title: 'Pricing', description: 'x' },
      ] as const;`;
    assert.deepEqual(await routeTableNeeds(text), [
      { remote: 'content', module: './HomePage', from: 'route /' },
      { remote: 'billing', module: './PricingPage', from: 'route /pricing' },
    ]);
  });

  it('refuses a route table it cannot read rather than checking less', async () => {
    await assert.rejects(routeTableNeeds('export const REMOTE_ROUTES = buildRoutes();'), /REMOTE_ROUTES is not an array literal/);
    await assert.rejects(
      routeTableNeeds("export const REMOTE_ROUTES = [{ path: '/', remote: NAME, module: './HomePage' }];"),
      /route 1 of REMOTE_ROUTES needs literal "path", "remote" and "module"/,
    );
  });
});

describe('remoteComponentNeeds', () => {
  it('finds literal calls, with or without type arguments, and nothing in comments or strings', async () => {
    const text = `
      // useRemoteComponent('billing', './Commented')
      const a = useRemoteComponent<CreditPurchaseDialogProps>('billing', './CreditPurchaseDialog', open);
      const b = await loadRemoteComponent("billing", "./InsufficientCreditsDialog");
      const c = "loadRemoteComponent('billing', './InAString')";
      const d = useRemoteComponent(remote, module);`;
    assert.deepEqual(await remoteComponentNeeds(text, 'x.tsx'), [
      { remote: 'billing', module: './CreditPurchaseDialog', from: 'x.tsx' },
      { remote: 'billing', module: './InsufficientCreditsDialog', from: 'x.tsx' },
    ]);
  });
});

describe('needsOf the real apps of this repository', () => {
  it('the shell needs every route of shell/src/routes.ts', async () => {
    const needs = await needsOf('shell', path.join(ROOT, 'shell'));
    const routes = await readFile(path.join(ROOT, 'shell/src/routes.ts'), 'utf8');
    const modulesInFile = [...routes.matchAll(/module: '(\.\/\w+)'/g)].map((match) => match[1]);
    assert.ok(modulesInFile.length > 10);
    assert.deepEqual(new Set(needs.map((need) => need.module)), new Set(modulesInFile));
    assert.ok(needs.some((need) => need.remote === 'practice' && need.module === './LanguagePage'));
  });

  it('practice and dashboard open billing’s dialogs', async () => {
    const pairs = async (app) => (await needsOf(app, path.join(ROOT, app))).map((need) => `${need.remote} ${need.module}`);
    assert.deepEqual(await pairs('mf-practice'), ['billing ./InsufficientCreditsDialog']);
    assert.deepEqual(await pairs('mf-dashboard'), ['billing ./CreditPurchaseDialog']);
  });
});
