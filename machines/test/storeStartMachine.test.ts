import { describe, expect, it, vi } from 'vitest';
import { fromCallback } from 'xstate';
import { storeStartMachine, type StoreStartEvent, type StoreStartInput } from '../src/storeStartMachine.ts';
import { createCoverage } from './support/coverage.ts';
import { start, useFakeClock } from './support/harness.ts';

const coverage = createCoverage(storeStartMachine);
useFakeClock();

function store(input: StoreStartInput) {
  const startStore = vi.fn();
  const listening = vi.fn();
  const stopListening = vi.fn();
  let interact = () => {};
  const actor = start(
    storeStartMachine.provide({
      actions: { startStore },
      actors: {
        waitForInteraction: fromCallback<StoreStartEvent>(({ sendBack }) => {
          listening();
          interact = () => sendBack({ type: 'store.interaction' });
          return stopListening;
        }),
      },
    }),
    coverage,
    input,
  );
  return { actor, startStore, listening, stopListening, interact: () => interact() };
}

describe('deferred store start', () => {
  it('waits for the first user interaction when the setting is on', () => {
    const { actor, startStore, listening, stopListening, interact } = store({
      deferUntilInteraction: true,
      path: '/',
    });
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(listening).toHaveBeenCalledTimes(1);
    expect(startStore).not.toHaveBeenCalled();
    actor.send({ type: 'route.change', path: '/products' });
    expect(startStore).not.toHaveBeenCalled();
    interact();
    expect(startStore).toHaveBeenCalledTimes(1);
    expect(stopListening).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('starts at once when the setting is off', () => {
    const { startStore, listening } = store({ deferUntilInteraction: false, path: '/' });
    expect(startStore).toHaveBeenCalledTimes(1);
    expect(listening).not.toHaveBeenCalled();
  });

  it.each(['/checkout', '/my-account', '/my-account/lost-password', '/order-summary/42', '/de/checkout'])(
    'starts at once on %s',
    (path) => {
      const { startStore } = store({ deferUntilInteraction: true, path });
      expect(startStore).toHaveBeenCalledTimes(1);
    },
  );

  it('starts when the shopper navigates to checkout before interacting', () => {
    const { actor, startStore } = store({ deferUntilInteraction: true, path: '/cart' });
    actor.send({ type: 'route.change', path: '/checkout' });
    expect(startStore).toHaveBeenCalledTimes(1);
  });

  it('exercises every state and transition', () => coverage.expectComplete());
});
