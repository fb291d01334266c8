import { describe, expect, it, vi } from 'vitest';
import { shellMachine } from '../src/shellMachine.ts';
import { createCoverage } from './support/coverage.ts';
import { start, useFakeClock } from './support/harness.ts';

const coverage = createCoverage(shellMachine);
useFakeClock();

function shell() {
  const lockScroll = vi.fn();
  const unlockScroll = vi.fn();
  const applySearch = vi.fn();
  const actor = start(
    shellMachine.provide({
      actions: {
        lockScroll,
        unlockScroll,
        applySearch: (_, params) => applySearch(params),
      },
    }),
    coverage,
  );
  const value = () => actor.getSnapshot().value as Record<string, string>;
  return { actor, value, lockScroll, unlockScroll, applySearch };
}

describe('shell', () => {
  it('starts with everything closed and the page scrollable', () => {
    const { value, lockScroll } = shell();
    expect(value()).toEqual({ cart: 'closed', menu: 'closed', search: 'closed', scroll: 'free' });
    expect(lockScroll).not.toHaveBeenCalled();
  });

  it('opens and closes the cart drawer, locking the scroll while open', () => {
    const { actor, value, lockScroll, unlockScroll } = shell();
    actor.send({ type: 'cart.open' });
    expect(value()).toMatchObject({ cart: 'open', scroll: 'locked' });
    expect(lockScroll).toHaveBeenCalledTimes(1);
    actor.send({ type: 'cart.close' });
    expect(value()).toMatchObject({ cart: 'closed', scroll: 'free' });
    expect(unlockScroll).toHaveBeenCalledTimes(1);
    actor.send({ type: 'cart.toggle' });
    expect(value().cart).toBe('open');
    actor.send({ type: 'cart.toggle' });
    expect(value().cart).toBe('closed');
  });

  it('toggles or sets the mobile menu', () => {
    const { actor, value } = shell();
    actor.send({ type: 'menu.set', open: false });
    expect(value().menu).toBe('closed');
    actor.send({ type: 'menu.set', open: true });
    expect(value()).toMatchObject({ menu: 'open', scroll: 'locked' });
    actor.send({ type: 'menu.set', open: true });
    expect(value().menu).toBe('open');
    actor.send({ type: 'menu.set', open: false });
    expect(value()).toMatchObject({ menu: 'closed', scroll: 'free' });
    actor.send({ type: 'menu.toggle' });
    expect(value().menu).toBe('open');
    actor.send({ type: 'menu.toggle' });
    expect(value().menu).toBe('closed');
  });

  it('keeps the scroll locked until both the cart and the menu are closed', () => {
    const { actor, value, lockScroll, unlockScroll } = shell();
    actor.send({ type: 'cart.open' });
    actor.send({ type: 'menu.toggle' });
    actor.send({ type: 'cart.close' });
    expect(value().scroll).toBe('locked');
    expect(unlockScroll).not.toHaveBeenCalled();
    actor.send({ type: 'menu.toggle' });
    expect(value().scroll).toBe('free');
    expect(lockScroll).toHaveBeenCalledTimes(1);
    expect(unlockScroll).toHaveBeenCalledTimes(1);
  });

  it('closes the drawers on an overlay click', () => {
    const { actor, value } = shell();
    actor.send({ type: 'cart.open' });
    actor.send({ type: 'menu.toggle' });
    actor.send({ type: 'overlay.click' });
    expect(value()).toMatchObject({ cart: 'closed', menu: 'closed', scroll: 'free' });
  });

  it('closes the drawers on any route change', () => {
    const { actor, value } = shell();
    actor.send({ type: 'cart.open' });
    actor.send({ type: 'menu.toggle' });
    actor.send({ type: 'route.change', path: '/products' });
    expect(value()).toMatchObject({ cart: 'closed', menu: 'closed', scroll: 'free' });
  });

  it('opens the search panel, and submitting applies the query and closes it', () => {
    const { actor, value, applySearch } = shell();
    actor.send({ type: 'search.toggle' });
    expect(value().search).toBe('open');
    actor.send({ type: 'search.toggle' });
    expect(value().search).toBe('closed');
    actor.send({ type: 'search.open' });
    actor.send({ type: 'search.close' });
    expect(value().search).toBe('closed');
    actor.send({ type: 'search.open' });
    actor.send({ type: 'search.submit', query: '  almond nails ' });
    expect(value().search).toBe('closed');
    expect(applySearch).toHaveBeenCalledWith({ query: 'almond nails' });
    expect(actor.getSnapshot().context.searchQuery).toBe('almond nails');
    expect(value().scroll).toBe('free');
  });

  it('exercises every state and transition', () => coverage.expectComplete());
});
