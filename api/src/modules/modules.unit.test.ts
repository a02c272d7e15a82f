import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { API_DIR } from '../paths.js';
import { API_MODULES } from './index.js';

const MODULES_DIR = path.join(API_DIR, 'src', 'modules');

async function moduleFolders(): Promise<string[]> {
  const entries = await readdir(MODULES_DIR, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** The rows of api/README.md's "## Modules" table: module name → the rest of its row. */
async function readmeModules(): Promise<Map<string, string>> {
  const readme = await readFile(path.join(API_DIR, 'README.md'), 'utf8');
  const start = readme.indexOf('\n## Modules\n');
  if (start === -1) throw new Error('api/README.md has no "## Modules" section');
  const end = readme.indexOf('\n## ', start + 1);
  const section = readme.slice(start, end === -1 ? undefined : end);
  return new Map([...section.matchAll(/^\| `([a-z-]+)` \|(.*)$/gm)].map((match) => [match[1]!, match[2]!]));
}

describe('the API modules', () => {
  it('api/README.md lists every module folder, and no other', async () => {
    expect([...(await readmeModules()).keys()].sort()).toEqual(await moduleFolders());
  });

  it('each folder with an index.ts is one registered plugin named after it; any other says who registers it', async () => {
    const folders = await moduleFolders();
    const withPlugin = folders.filter((folder) => existsSync(path.join(MODULES_DIR, folder, 'index.ts')));
    expect(API_MODULES.map((module) => module.moduleName).sort()).toEqual(withPlugin);
    const readme = await readmeModules();
    for (const folder of folders.filter((f) => !withPlugin.includes(f))) {
      expect({ folder, row: readme.get(folder) }).toEqual({ folder, row: expect.stringMatching(/registered by `[a-z-]+`/) });
    }
  });
});
