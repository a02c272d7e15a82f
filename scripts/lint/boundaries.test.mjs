/**
 * Proves the architecture's lint rules catch what they are for: each case lints a file placed (virtually)
 * in one workspace that imports what it must not, through the repository's own eslint.config.mjs.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';
import { ROOT } from '../lib.mjs';

const eslint = new ESLint({ cwd: ROOT });

async function restrictedImports(file, code) {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}/${file}` });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
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

  it('MUI only from its barrel', async () => {
    const problems = await restrictedImports(
      'mf-content/src/features/x/components/X.tsx',
      "import Button from '@mui/material/Button';\nexport const X = Button;\n",
    );
    assert.match(problems.join(), /Import MUI from its barrel/);
  });

  it('lets through what is allowed: the core, the barrel, a relative import inside the workspace', async () => {
    const problems = await restrictedImports(
      'mf-dashboard/src/features/x/components/X.tsx',
      "import { useSession } from '@ccl/shared';\nimport { Button } from '@mui/material';\nimport { y } from '../api/y';\nexport const X = [useSession, Button, y];\n",
    );
    assert.deepEqual(problems, []);
  });
});
