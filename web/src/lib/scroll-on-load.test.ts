import { describe, expect, it } from 'vitest';
import { forgetScrollUnlessBackForward, scrollPositionsKey } from './scroll-on-load.ts';

describe('scroll position on a fresh load', () => {
  const saved = () => {
    sessionStorage.setItem(scrollPositionsKey, JSON.stringify({ abc: 2400, other: 300 }));
    return sessionStorage;
  };
  const positions = () => JSON.parse(sessionStorage.getItem(scrollPositionsKey) ?? '{}') as object;

  it('forgets the reloaded entry, so the page opens at the top; other entries keep theirs for Back', () => {
    forgetScrollUnlessBackForward('reload', saved(), { key: 'abc', idx: 0 });
    expect(positions()).toEqual({ other: 300 });
    forgetScrollUnlessBackForward('navigate', saved(), { key: 'abc', idx: 0 });
    expect(positions()).toEqual({ other: 300 });
  });

  it('keeps it when the shopper came back with Back or Forward', () => {
    forgetScrollUnlessBackForward('back_forward', saved(), { key: 'abc', idx: 0 });
    expect(positions()).toEqual({ abc: 2400, other: 300 });
  });
});
