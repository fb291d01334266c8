import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { readFile, rename, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LRUCache } from 'lru-cache';

/**
 * The resized images on disk, bounded in bytes: `lru-cache` keeps the index (file → size, in the
 * order they were last served) and deletes the least recently used files once the total passes
 * `maxBytes`. On start the folder is read back oldest first, so a restart keeps the bound.
 * Each gateway process keeps its own index; processes sharing one folder each hold the bound
 * for the files they wrote.
 */
export class ImageDiskCache {
  readonly #dir: string;
  readonly #index: LRUCache<string, number>;

  constructor(dir: string, maxBytes: number) {
    this.#dir = dir;
    mkdirSync(dir, { recursive: true });
    this.#index = new LRUCache<string, number>({
      maxSize: maxBytes,
      sizeCalculation: (size) => Math.max(1, size),
      // Synchronous on purpose: once a write returns, the folder is within its bound.
      dispose: (_size, name, reason) => {
        if (reason !== 'set') rmSync(path.join(dir, name), { force: true });
      },
    });
    this.#load();
  }

  /** File name for a canonical request key (see `imageCacheKey`). */
  static fileName(key: string, format: string): string {
    return `${createHash('sha256').update(key).digest('hex')}.${format}`;
  }

  /** Whether `name` is cached (does not change its place in the eviction order). */
  has(name: string): boolean {
    return this.#index.has(name);
  }

  async read(name: string): Promise<Buffer | undefined> {
    if (!this.#index.has(name)) return undefined;
    const bytes = await readFile(path.join(this.#dir, name)).catch(() => undefined);
    if (!bytes) {
      this.#index.delete(name); // deleted behind our back
      return undefined;
    }
    this.#index.get(name); // served: now the most recently used, also after a restart (mtime)
    const now = new Date();
    void utimes(path.join(this.#dir, name), now, now).catch(() => undefined);
    return bytes;
  }

  /** Stores `bytes` (write then rename, so a reader never sees half a file); evicts as needed. */
  async write(name: string, bytes: Buffer): Promise<void> {
    if (bytes.length > this.#index.maxSize) return;
    const file = path.join(this.#dir, name);
    const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    try {
      await writeFile(temporary, bytes);
      await rename(temporary, file);
      this.#index.set(name, bytes.length);
    } catch {
      rmSync(temporary, { force: true });
    }
  }

  /** Bytes the index holds (what the bound applies to). */
  get size(): number {
    return this.#index.calculatedSize;
  }

  #load(): void {
    const files = readdirSync(this.#dir, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .flatMap((entry) => {
        const file = path.join(this.#dir, entry.name);
        // Half-written files of a process that died mid-write.
        if (entry.name.endsWith('.tmp')) {
          rmSync(file, { force: true });
          return [];
        }
        const stat = statSync(file, { throwIfNoEntry: false });
        return stat ? [{ name: entry.name, size: stat.size, used: stat.mtimeMs }] : [];
      })
      .sort((a, b) => a.used - b.used);
    for (const { name, size } of files) {
      if (size > this.#index.maxSize) rmSync(path.join(this.#dir, name), { force: true });
      else this.#index.set(name, size);
    }
  }
}
