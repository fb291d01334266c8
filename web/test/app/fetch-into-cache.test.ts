import { describe, expect, it } from 'vitest';
import { fetchIntoCache } from '../../src/app/fetch-into-cache.ts';

describe("the app-code worker's fetches", () => {
  it('fetches every listed chunk and reads each body to its end, so the cache holds all of it', async () => {
    const asked: string[] = [];
    const read: string[] = [];
    const fetchUrl = (async (url: string) => {
      asked.push(url);
      return { arrayBuffer: async () => (read.push(url), new ArrayBuffer(0)) };
    }) as unknown as typeof fetch;
    await fetchIntoCache(['/assets/a.js', '/assets/b.js'], fetchUrl);
    expect(asked).toEqual(['/assets/a.js', '/assets/b.js']);
    expect(read.sort()).toEqual(['/assets/a.js', '/assets/b.js']);
  });

  it('goes on past a chunk that fails, fetching the others (the import reports the failure)', async () => {
    const read: string[] = [];
    const fetchUrl = (async (url: string) => {
      if (url.endsWith('gone.js')) throw new TypeError('Failed to fetch');
      if (url.endsWith('cut.js'))
        return { arrayBuffer: async () => Promise.reject(new TypeError('network error')) };
      return { arrayBuffer: async () => (read.push(url), new ArrayBuffer(0)) };
    }) as unknown as typeof fetch;
    await expect(
      fetchIntoCache(['/assets/gone.js', '/assets/cut.js', '/assets/c.js'], fetchUrl),
    ).resolves.toBeUndefined();
    expect(read).toEqual(['/assets/c.js']);
  });
});
