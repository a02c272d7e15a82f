import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';

interface Entry<T> {
  version: string;
  /** Shared by every request that asks while the file is being read (the first visitors after a start, a release). */
  value: Promise<T>;
}

/**
 * The small files the server consults for every page and static file — the live release registry,
 * the shell's index.html, routes.json and the federation manifests — kept parsed in memory and read
 * again only when they change on disk.
 *
 * Whether a file changed is asked of the file system on every read (`stat`: inode, size and
 * modification time, so a release's write-and-rename and an in-place rebuild are both seen at once),
 * synchronously on purpose: for a file in the page cache that costs microseconds, where an
 * asynchronous readFile costs four round trips through libuv's thread pool, each waiting for a turn
 * of the event loop — under load (issue #19's mixed load) those waits made `GET /` take 50–250 ms.
 */
export class FileCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  /** @param parse the file's text → what callers get; what it throws, read() throws. */
  constructor(private readonly parse: (text: string) => T) {}

  /** The file's parsed contents; rejects as reading it would (ENOENT for a missing file). */
  read(file: string): Promise<T> {
    let version: string;
    try {
      const stat = statSync(file);
      version = `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
    } catch (error) {
      return Promise.reject(error as Error);
    }
    const known = this.entries.get(file);
    if (known?.version === version) return known.value;
    // A file replaced between the stat and the read is kept under the older version: read again next time.
    const value = readFile(file, 'utf8').then(this.parse);
    this.entries.set(file, { version, value });
    // What failed is not kept: the next request tries again.
    value.catch(() => {
      if (this.entries.get(file)?.value === value) this.entries.delete(file);
    });
    return value;
  }
}
