/**
 * Proves the architecture's lint rules catch what they are for: each case lints a file placed (virtually)
 * in one workspace that imports what it must not, through the repository's own eslint.config.mjs.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';
import { ROOT } from '../lib.mjs';
import { exportedNames, MUI_ON_DEMAND, SLIM } from '../../shared/build/singletons/lists.mjs';

const eslint = new ESLint({ cwd: ROOT });

async function restrictedImports(file, code) {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}/${file}` });
  return result.messages
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === '@typescript-eslint/no-restricted-imports')
    .map((m) => m.message);
}

describe('import boundaries (eslint.config.mjs)', () => {
  it('a remote may not import another remote', async () => {
    const problems = await restrictedImports(
      'mf-dashboard/src/features/x/components/X.tsx',
      "import PricingPage from '../../../../../mf-billing/src/pages/PricingPage';\nexport const X = PricingPage;\n",
    );
    assert.equal(problems.length, 1);
    assert.match(problems[0], /A remote never imports another app or the API.*\(mf-billing\)/);
  });

  it('a remote may not import the API', async () => {
    const problems = await restrictedImports(
      'mf-practice/src/features/x/api/x.ts',
      "import { buildApp } from '../../../../../api/src/app';\nexport const x = buildApp;\n",
    );
    assert.match(problems.join('\n'), /\(api\)/);
  });

  it('the shell may not import a remote, the core may not import an app, the API may not import a front-end', async () => {
    assert.match(
      (
        await restrictedImports('shell/src/App.tsx', "import P from '../../mf-practice/src/pages/LanguagePage';\nexport default P;\n")
      ).join(),
      /The shell loads remotes at runtime only/,
    );
    assert.match(
      (await restrictedImports('shared/src/x.ts', "import { App } from '../../shell/src/App';\nexport const x = App;\n")).join(),
      /The core \(@ccl\/shared\) imports no app/,
    );
    assert.match(
      (await restrictedImports('api/src/x.ts', "import P from '../../mf-content/src/pages/HomePage';\nexport default P;\n")).join(),
      /The API imports no front-end app/,
    );
  });

  it('MUI: a deep import only of a component shared one by one', async () => {
    const problems = await restrictedImports(
      'mf-content/src/features/x/components/X.tsx',
      "import Button from '@mui/material/Button';\nimport Dialog from '@mui/material/Dialog';\nexport const X = [Button, Dialog];\n",
    );
    assert.equal(problems.length, 1);
    assert.match(problems[0], /Only the components of shared\/build\/singletons\/mui-on-demand.mjs come by deep path/);
  });

  it('MUI and the router: from the shared slim modules, only the names they re-export', async () => {
    const problems = await restrictedImports(
      'mf-dashboard/src/features/x/components/X.tsx',
      "import { Autocomplete, Button } from '@mui/material';\nimport { MemoryRouter, useNavigate } from 'react-router-dom';\nimport { useHref } from 'react-router';\nexport const X = [Autocomplete, Button, MemoryRouter, useNavigate, useHref];\n",
    );
    assert.equal(problems.length, 3);
    assert.match(problems[0], /'Autocomplete'.*The shared MUI barrel/);
    assert.match(problems[1], /'MemoryRouter'.*The shared router/);
    assert.match(problems[2], /Import the router from 'react-router-dom'/);
  });

  it('the lists the rules read are what the slim modules really export', async () => {
    for (const file of Object.values(SLIM)) assert.deepEqual(exportedNames(file).sort(), Object.keys(await import(file)).sort());
    assert.ok(MUI_ON_DEMAND.includes('Dialog') && MUI_ON_DEMAND.length > 20);
  });

  it('lets through what is allowed: the core, the barrel, a relative import inside the workspace', async () => {
    const problems = await restrictedImports(
      'mf-dashboard/src/features/x/components/X.tsx',
      "import { useSession } from '@ccl/shared';\nimport { Button, type SxProps } from '@mui/material';\nimport Dialog from '@mui/material/Dialog';\nimport type { Theme } from '@mui/material/styles';\nimport { y } from '../api/y';\nexport const X = [useSession, Button, Dialog, y];\nexport type T = [SxProps, Theme];\n",
    );
    assert.deepEqual(problems, []);
  });
});
