import { readFileSync, statSync } from 'node:fs';

/**
 * Relay's persisted query map (`web/src/__generated__/persisted-queries.json`, id → query
 * text), written by the web build. Read again when the file changes, so a gateway started before
 * the build sees it without a restart.
 */
export class PersistedQueries {
  private map: Record<string, string> = {};
  private loadedMtime = -1;

  constructor(private readonly file: string) {}

  get(id: string): string | undefined {
    this.reloadIfChanged();
    return Object.hasOwn(this.map, id) ? this.map[id] : undefined;
  }

  private reloadIfChanged(): void {
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
