import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRedis, redisKeyPrefix, requireService } from '@nails/tests/support/services';
import { inProcessShopperLock, redisShopperLock, type ShopperLock } from '../../src/commands/shopper-lock.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `count` commands for one session at once, each reading a shared cart, waiting as a
 * commerce call would, then writing it back whole (a WooCommerce session's last-write-wins).
 * Returns how many of the changes the cart kept.
 */
async function changesKept(locks: ShopperLock[], count: number): Promise<number> {
  let cart: number[] = [];
  await Promise.all(
    Array.from({ length: count }, (_unused, index) =>
      locks[index % locks.length]!.run('session-1', async () => {
        const loaded = [...cart];
        await pause(5);
        cart = [...loaded, index];
      }),
    ),
  );
  return cart.length;
}

describe('the shopper lock in one process', () => {
  it('keeps every change of ten sent at once, in the order they came', async () => {
    const lock = inProcessShopperLock({ waitMs: 5_000 });
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 10 }, (_unused, index) =>
        lock.run('session-1', async () => {
          await pause(10 - index);
          order.push(index);
        }),
      ),
    );
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(await changesKept([lock], 10)).toBe(10);
  });

  it('lets other sessions run beside, and a command’s own calls under it run without waiting for it', async () => {
    const lock = inProcessShopperLock({ waitMs: 200 });
    const ran: string[] = [];
    await Promise.all([
      lock.run('session-1', async () => {
        await lock.run('session-1', async () => ran.push('nested'));
        await pause(50);
        ran.push('first');
      }),
      lock.run('session-2', async () => ran.push('other session')),
    ]);
    expect(ran).toEqual(['nested', 'other session', 'first']);
  });

  it('answers SHOPPER_BUSY, retryable, when the change before takes longer than the wait', async () => {
    const lock = inProcessShopperLock({ waitMs: 50 });
    const slow = lock.run('session-1', () => pause(300));
    await expect(lock.run('session-1', async () => 'late')).rejects.toMatchObject({
      extensions: { code: 'SHOPPER_BUSY', retryable: true },
    });
    await slow;
    expect(await lock.run('session-1', async () => 'after')).toBe('after');
  });

  it('runs a change sent again with the same key once, and answers the repeat what the first got', async () => {
    const lock = inProcessShopperLock({ waitMs: 5_000 });
    let lines = 0;
    const add = (key: string, quantity = 1) =>
      lock.run(
        'session-1',
        async () => {
          await pause(20);
          lines += 1;
          return { lines };
        },
        { once: { key, input: { productId: 7, quantity, clientMutationId: key } } },
      );
    // The tap and HTTP's resend of it, at once; then the resend after the first has answered.
    expect(await Promise.all([add('tap-1'), add('tap-1')])).toEqual([{ lines: 1 }, { lines: 1 }]);
    expect(await add('tap-1')).toEqual({ lines: 1 });
    // A new tap, and a key sent with other input, are changes of their own.
    expect(await add('tap-2')).toEqual({ lines: 2 });
    expect(await add('tap-2', 3)).toEqual({ lines: 3 });
    // Another session's tap with the same key is hers.
    expect(await lock.run('session-2', async () => 'hers', { once: { key: 'tap-1', input: {} } })).toBe(
      'hers',
    );
    expect(lines).toBe(3);
  });

  it('without a lock the same changes are lost (what the lock is for)', async () => {
    const none: ShopperLock = { run: (_session, work) => work() };
    expect(await changesKept([none], 10)).toBeLessThan(10);
  });
});

const redis = await requireService(findRedis);

describe.skipIf(!redis.url)('the shopper lock across two gateway processes sharing Redis', () => {
  const clients: Redis[] = [];
  const prefix = redisKeyPrefix('shopper-lock');
  beforeAll(async () => {
    for (let index = 0; index < 2; index++) {
      const client = new Redis(redis.url!, { enableOfflineQueue: true });
      await client.ping();
      clients.push(client);
    }
  });
  afterAll(() => clients.forEach((client) => client.disconnect()));

  it('keeps every change of ten sent at once to either process', async () => {
    const locks = clients.map((client) => redisShopperLock(client, prefix, { waitMs: 5_000 }));
    expect(await changesKept(locks, 10)).toBe(10);
  });

  it('runs a tap resent to the other process once: the repeat waits its turn and gets the first answer', async () => {
    const locks = clients.map((client) => redisShopperLock(client, prefix, { waitMs: 5_000 }));
    let made = 0;
    const tap = (lock: ShopperLock) =>
      lock.run(
        'session-3',
        async () => {
          await pause(30);
          made += 1;
          return { made };
        },
        { once: { key: 'tap-1', input: { productId: 7 } } },
      );
    expect(await Promise.all([tap(locks[0]!), tap(locks[1]!)])).toEqual([{ made: 1 }, { made: 1 }]);
    expect(made).toBe(1);
  });

  it('answers SHOPPER_BUSY in one process while the other holds the session past the wait', async () => {
    const [first, second] = clients.map((client) => redisShopperLock(client, prefix, { waitMs: 150 }));
    const slow = first!.run('session-2', () => pause(600));
    await pause(20);
    await expect(second!.run('session-2', async () => 'late')).rejects.toMatchObject({
      extensions: { code: 'SHOPPER_BUSY' },
    });
    await slow;
  });
});
