import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStore } from '../../src/state/open-event-store.ts';
import { recordAppliedCartCommand } from '../../src/cart/cart-changes.ts';
import { backends } from '../support/events/backends.ts';

describe.each(backends())('appends after commerce already said yes, on $name', (backend) => {
  let events: EventStore;
  beforeAll(async () => {
    if (!backend.skip) events = await backend.open({ outbox: { enabled: false } });
  }, 120_000);
  afterAll(async () => {
    await events?.close();
    await backend.cleanup();
  });

  it.skipIf(backend.skip)('a NUL in a recorded command does not fail the append', async () => {
    const { id } = await events.sessions.create();
    // PostgreSQL refuses U+0000 in JSONB; the shipping address commerce stored must still be logged.
    await events.sessions.recordCartCommand(id, {
      type: 'shipping.address',
      country: 'DE',
      city: 'Ber\u0000lin',
    });
    expect(await events.sessions.cartCommands(id)).toEqual([
      { type: 'shipping.address', country: 'DE', city: 'Ber\uFFFDlin' },
    ]);
    await events.rebuild();
    expect(await events.sessions.cartCommands(id)).toHaveLength(1);
  });

  it.skipIf(backend.skip)(
    'a cart change applied upstream is recorded through a passing log outage',
    async () => {
      const { id } = await events.sessions.create();
      const append = events.log.append.bind(events.log);
      let refused = 0;
      events.log.append = async (stream, appended, expected) => {
        if (refused < 2) {
          refused += 1;
          throw new Error('connection terminated unexpectedly');
        }
        return append(stream, appended, expected);
      };
      try {
        const recorded = await recordAppliedCartCommand(() =>
          events.sessions.recordCartCommand(id, { type: 'add', productId: 3, quantity: 1 }, 'line-3'),
        );
        expect(recorded).toBe(true);
      } finally {
        events.log.append = append;
      }
      expect(refused).toBe(2);
      expect(await events.sessions.recordedCart(id)).toEqual([
        { command: { type: 'add', productId: 3, quantity: 1 }, key: 'line-3' },
      ]);
    },
  );

  it.skipIf(backend.skip)('a log that stays down is reported, not thrown at the shopper', async () => {
    const { id } = await events.sessions.create();
    const append = events.log.append.bind(events.log);
    const logged: string[] = [];
    events.log.append = async () => {
      throw new Error('connection refused');
    };
    try {
      const recorded = await recordAppliedCartCommand(
        () => events.sessions.recordCartCommand(id, { type: 'add', productId: 4, quantity: 1 }),
        { error: (_object, message) => logged.push(message) },
      );
      expect(recorded).toBe(false);
    } finally {
      events.log.append = append;
    }
    expect(logged).toEqual(['cart change applied upstream but not recorded in the cart log']);
  });
});
