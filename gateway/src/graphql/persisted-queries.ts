import { readFileSync, statSync } from 'node:fs';

/**
 * Relay's persisted query map (`web/src/__generated__/persisted-queries.json`, id → query
 * text), written by the web build. Read again when the file changes (checked at most every
 * `checkEveryMs`, so a hot path does not pay a `stat` per request), so a new web build is served
 * by a running gateway without a restart.
 */
export class PersistedQueries {
  private map: Record<string, string> = {};
  private loadedMtime = -1;
  private checkedAt = -Infinity;

  constructor(
    private readonly file: string,
    private readonly checkEveryMs = 1_000,
  ) {}

  get(id: string): string | undefined {
    this.reloadIfChanged();
    return Object.hasOwn(this.map, id) ? this.map[id] : undefined;
  }

  private reloadIfChanged(): void {
    const now = performance.now();
    if (now - this.checkedAt < this.checkEveryMs) return;
    this.checkedAt = now;
    try {
      const mtime = statSync(this.file).mtimeMs;
      if (mtime === this.loadedMtime) return;
      this.map = JSON.parse(readFileSync(this.file, 'utf8')) as Record<string, string>;
      this.loadedMtime = mtime;
    } catch {
      this.map = {};
      this.loadedMtime = -1;
    }
  }
}
