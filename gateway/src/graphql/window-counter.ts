import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/**
 * Fixed one-minute windows per key, in Redis when there is one (shared by every gateway
 * process), in memory otherwise. Hand-written because @fastify/rate-limit limits routes, and
 * these limits are per GraphQL mutation and per account inside one `/graphql` route. A Redis
 * failure lets the call through: a rate limit must never take the shop down.
 */
export class WindowCounter {
  private readonly local = new LRUCache<string, { count: number; resetAt: number }>({ max: 50_000 });

  constructor(
    private readonly windowMs: number,
    private readonly redis?: Redis,
    private readonly prefix = 'rl:',
  ) {}

  /** Counts one call; true while the key is within `max` calls in the current window. */
  async hit(key: string, max: number): Promise<boolean> {
    if (this.redis) {
      try {
        const redisKey = `${this.prefix}${key}`;
        const [[, count]] = (await this.redis
          .multi()
          .incr(redisKey)
          .pexpire(redisKey, this.windowMs, 'NX')
          .exec()) as [[unknown, number]];
        return count <= max;
      } catch {
        // fall through to the local window
      }
    }
    const now = Date.now();
    const entry = this.local.get(key);
    if (!entry || entry.resetAt <= now) {
      this.local.set(key, { count: 1, resetAt: now + this.windowMs });
      return max >= 1;
    }
    entry.count += 1;
    return entry.count <= max;
  }
}
