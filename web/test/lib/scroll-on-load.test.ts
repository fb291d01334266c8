import { describe, expect, it } from 'vitest';
import { forgetScrollUnlessBackForward, scrollPositionsKey } from '../../src/lib/scroll-on-load.ts';

describe('scroll position on a fresh load', () => {
  const saved = () => {
    sessionStorage.setItem(scrollPositionsKey, JSON.stringify({ abc: 2400, other: 300 }));
    return sessionStorage;
  };
  const positions = () => JSON.parse(sessionStorage.getItem(scrollPositionsKey) ?? '{}') as object;

  const history = () => ({ state: { key: 'abc', idx: 0 }, scrollRestoration: 'auto' as ScrollRestoration });

  it('forgets the reloaded entry, so the page opens at the top; other entries keep theirs for Back', () => {
    const reloaded = history();
    forgetScrollUnlessBackForward('reload', saved(), reloaded);
    expect(positions()).toEqual({ other: 300 });
    expect(reloaded.scrollRestoration).toBe('manual');
    forgetScrollUnlessBackForward('navigate', saved(), history());
    expect(positions()).toEqual({ other: 300 });
  });

  it("forgets a first entry's position too (react-router keeps it under 'default')", () => {
    sessionStorage.setItem(scrollPositionsKey, JSON.stringify({ default: 2486, other: 300 }));
    forgetScrollUnlessBackForward('reload', sessionStorage, {
      state: { idx: 0 },
      scrollRestoration: 'auto',
    });
    expect(positions()).toEqual({ other: 300 });
  });

  it('keeps it when the shopper came back with Back or Forward', () => {
    const back = history();
    forgetScrollUnlessBackForward('back_forward', saved(), back);
    expect(positions()).toEqual({ abc: 2400, other: 300 });
    expect(back.scrollRestoration).toBe('auto');
  });
});
