import { beforeEach, describe, expect, it, vi } from 'vitest';

// The module watches one document for its whole life: each test loads it afresh.
const load = async () => {
  vi.resetModules();
  return import('../../src/lib/first-interaction.ts');
};
const state = async (promise: Promise<void>) =>
  Promise.race([
    promise.then(() => 'interacted'),
    new Promise((resolve) => setTimeout(resolve, 10, 'waiting')),
  ]);

describe("the shopper's first interaction", () => {
  beforeEach(() => vi.resetModules());

  it('waits until the shopper does something (behaviour §4: mouse, key, touch, scroll, wheel, click, resize)', async () => {
    const { firstInteraction } = await load();
    const first = firstInteraction();
    expect(await state(first)).toBe('waiting');
    window.dispatchEvent(new Event('resize'));
    expect(await state(first)).toBe('interacted');
    expect(firstInteraction()).toBe(first);
  });

  it('tells a page the shopper moved (wheel, touch, a scrolling key) from one they only touched', async () => {
    const { firstInteraction, shopperHasScrolled } = await load();
    void firstInteraction();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift' }));
    window.dispatchEvent(new MouseEvent('mousemove'));
    expect(shopperHasScrolled()).toBe(false);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'PageDown' }));
    expect(shopperHasScrolled()).toBe(true);

    const again = await load();
    void again.firstInteraction();
    window.dispatchEvent(new WheelEvent('wheel', { deltaY: 200 }));
    expect(again.shopperHasScrolled()).toBe(true);
  });

  it("tells a load's scroll once when the shopper moves the page, and not after it stops watching", async () => {
    const { onShopperScroll } = await load();
    const moved = vi.fn();
    const stop = onShopperScroll(moved);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    expect(moved).not.toHaveBeenCalled();
    window.dispatchEvent(new TouchEvent('touchstart'));
    window.dispatchEvent(new WheelEvent('wheel', { deltaY: 200 }));
    expect(moved).toHaveBeenCalledTimes(1);

    const other = vi.fn();
    onShopperScroll(other)();
    window.dispatchEvent(new WheelEvent('wheel', { deltaY: 200 }));
    expect(other).not.toHaveBeenCalled();
    stop();
  });
});
