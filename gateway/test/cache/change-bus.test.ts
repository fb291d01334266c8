import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { findRedis, redisKeyPrefix, requireService } from '@nails/tests/support/services';
import { RedisChangeBus, type ChangeListener, type ChangeMessage } from '../../src/cache/change-bus.ts';

const redis = await requireService(findRedis);

describe.skipIf(!redis.url)('catalogue changes over Redis pub/sub', () => {
  const prefix = redisKeyPrefix('change-bus');
  const connections: Redis[] = [];
  const buses: RedisChangeBus[] = [];
  const connect = () => {
    const connection = new Redis(redis.url!, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    connections.push(connection);
    return connection;
  };
  const listening = async () => {
    const heard: ChangeMessage[] = [];
    const listener: ChangeListener & { losses: number; reconnections: number } = {
      losses: 0,
      reconnections: 0,
      message: (message) => heard.push(message),
      lost: () => (listener.losses += 1),
      reconnected: () => (listener.reconnections += 1),
    };
    const bus = new RedisChangeBus(connect(), prefix);
    buses.push(bus);
    const version = await bus.start(listener);
    return { bus, heard, listener, version };
  };

  afterAll(async () => {
    await Promise.all(buses.map((bus) => bus.close()));
    const cleanup = connect();
    await new Promise((resolve) => cleanup.once('ready', resolve));
    const keys = await cleanup.keys(`${prefix}*`);
    if (keys.length > 0) await cleanup.del(...keys);
    connections.forEach((connection) => connection.disconnect());
  });

  it('hands every process the change another published, and one shared version', async () => {
    const a = await listening();
    const b = await listening();
    expect(a.version).toBe(0);
    const version = await a.bus.nextVersion();
    expect(version).toBe(1);
    await a.bus.publish({ topic: 'product.updated', productIds: [4, 2], version, origin: 'a' });
    await vi.waitFor(() =>
      expect(b.heard).toEqual([{ topic: 'product.updated', productIds: [4, 2], version: 1, origin: 'a' }]),
    );
    // A process started later reads the version the others moved to.
    expect((await listening()).version).toBe(1);
  });

  it('tells a process when its subscription was lost and when it is back', async () => {
    const a = await listening();
    const subscriber = (a.bus as unknown as { subscriber: Redis }).subscriber;
    subscriber.disconnect(true);
    await vi.waitFor(() => expect(a.listener.losses).toBeGreaterThan(0));
    await vi.waitFor(() => expect(a.listener.reconnections).toBe(1), { timeout: 5_000 });
  });
});
