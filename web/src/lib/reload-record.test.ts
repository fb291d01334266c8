import { beforeEach, describe, expect, it } from 'vitest';
import { lastReload, reloadOnceWhenCodeIsGone } from './reload-record.ts';

describe('the page whose app code is gone after a deployment', () => {
  const gone = new TypeError('Failed to fetch dynamically imported module: /assets/start-old.js');
  let reloads: number;
  const page = { path: '/?ref=mail', reload: () => (reloads += 1) };
  beforeEach(() => {
    sessionStorage.clear();
    reloads = 0;
  });

  it('loads again once, and not again for that page within 10 s', () => {
    expect(reloadOnceWhenCodeIsGone(gone, page, sessionStorage, 1_000)).toBe(true);
    expect(lastReload()).toEqual({ path: '/?ref=mail', at: 1_000 });
    // The new build's code is missing too (a broken deployment): no reload loop.
    expect(reloadOnceWhenCodeIsGone(gone, page, sessionStorage, 9_000)).toBe(false);
    expect(reloads).toBe(1);
    expect(reloadOnceWhenCodeIsGone(gone, page, sessionStorage, 12_000)).toBe(true);
    expect(reloads).toBe(2);
  });

  it('does not reload for an error that is not missing code (a bug reloads nothing)', () => {
    expect(reloadOnceWhenCodeIsGone(new Error('boom'), page, sessionStorage, 1_000)).toBe(false);
    expect(reloads).toBe(0);
    expect(lastReload()).toBeUndefined();
  });
});
