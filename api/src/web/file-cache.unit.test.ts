import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { FileCache } from './file-cache.js';

describe('FileCache', () => {
  let dir: string;
  let parsed: string[];
  let cache: FileCache<{ live: string }>;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'file-cache-'));
    parsed = [];
    cache = new FileCache((text) => {
      parsed.push(text);
      return JSON.parse(text) as { live: string };
    });
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('reads and parses a file once while it does not change', async () => {
    const file = path.join(dir, 'registry.json');
    await writeFile(file, '{"live":"1.0.0"}');
    const first = await cache.read(file);
    expect(first).toEqual({ live: '1.0.0' });
    expect(await cache.read(file)).toBe(first);
    expect(parsed).toHaveLength(1);
  });

  it('reads a file once for requests that ask at the same time', async () => {
    const file = path.join(dir, 'registry.json');
    await writeFile(file, '{"live":"1.0.0"}');
    const answers = await Promise.all([cache.read(file), cache.read(file), cache.read(file)]);
    expect(answers).toEqual([{ live: '1.0.0' }, { live: '1.0.0' }, { live: '1.0.0' }]);
    expect(parsed).toHaveLength(1);
  });

  it('sees at once a file replaced by rename (a release) and one rewritten in place (a rebuild)', async () => {
    const file = path.join(dir, 'registry.json');
    await writeFile(file, '{"live":"1.0.0"}');
    await cache.read(file);
    await writeFile(`${file}.tmp`, '{"live":"1.0.1"}');
    await rename(`${file}.tmp`, file);
    expect(await cache.read(file)).toEqual({ live: '1.0.1' });
    await writeFile(file, '{"live":"1.0.22"}');
    expect(await cache.read(file)).toEqual({ live: '1.0.22' });
  });

  it('rejects as reading would: a missing file, a file that does not parse (kept out of the cache)', async () => {
    const file = path.join(dir, 'registry.json');
    await expect(cache.read(file)).rejects.toMatchObject({ code: 'ENOENT' });
    await writeFile(file, '{"live":');
    await expect(cache.read(file)).rejects.toThrow(SyntaxError);
    await expect(cache.read(file)).rejects.toThrow(SyntaxError);
    expect(parsed).toHaveLength(2);
  });
});
