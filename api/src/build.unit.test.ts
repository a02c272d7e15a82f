import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { API_DIR } from './paths.js';

const SRC = path.join(API_DIR, 'src');
const TEST_ONLY = path.join(SRC, 'test');
const isTestFile = (file: string) => file.startsWith(TEST_ONLY + path.sep) || /\.test\.ts$/.test(file);

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.ts')).map((entry) => path.join(entry.parentPath, entry.name));
}

describe('the production build (tsconfig.build.json)', () => {
  it('leaves out the test-only code, and no production file imports it', async () => {
    const config = JSON.parse(await readFile(path.join(API_DIR, 'tsconfig.build.json'), 'utf8')) as { exclude: string[] };
    expect(config.exclude).toEqual(expect.arrayContaining(['src/**/*.test.ts', 'src/test']));

    const offenders: string[] = [];
    for (const file of (await sourceFiles(SRC)).filter((f) => !isTestFile(f))) {
      const text = await readFile(file, 'utf8');
      for (const [, specifier] of text.matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g)) {
        const target = path.resolve(path.dirname(file), specifier!);
        if (isTestFile(target.replace(/\.js$/, '.ts'))) offenders.push(`${path.relative(SRC, file)} → ${specifier}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
