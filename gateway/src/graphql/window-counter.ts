import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

export interface Take {
  allowed: boolean;
  /** Seconds until the key's window starts over (at least 1). */
  retryAfterSeconds: number;
}

/**
 * Fixed one-minute windows per key, in Redis when there is one (shared by every gateway
 * process), in memory otherwise. Hand-written because @fastify/rate-limit limits routes, and
 * these limits are per GraphQL field and per account inside one `/graphql` route. A Redis
 * failure lets the call through: a rate limit must never take the shop down.
 */
export class WindowCounter {
  // Bounded (gateway README "Memory"): keys carry what a caller typed, so bytes as well as entries.
  private readonly local = new LRUCache<string, { count: number; resetAt: number }>({
    max: 50_000,
    maxSize: 16 * 1024 * 1024,
    sizeCalculation: (_window, key) => key.length + 64,
  });

  constructor(
    private readonly windowMs: number,
    private readonly redis?: Redis,
    private readonly prefix = 'rl:',
  ) {}

  /** Counts one call; true while the key is within `max` calls in the current window. */
  async hit(key: string, max: number): Promise<boolean> {
    return (await this.take(key, max)).allowed;
  }

  /** Counts one call and says when the window starts over (for `Retry-After`). */
  async take(key: string, max: number): Promise<Take> {
    if (this.redis) {
      try {
        const redisKey = `${this.prefix}${key}`;
        const [[, count], , [, ttl]] = (await this.redis
          .multi()
          .incr(redisKey)
          .pexpire(redisKey, this.windowMs, 'NX')
          .pttl(redisKey)
          .exec()) as [[unknown, number], unknown, [unknown, number]];
        return { allowed: count <= max, retryAfterSeconds: this.seconds(ttl > 0 ? ttl : this.windowMs) };
      } catch {
        // fall through to the local window
      }
    }
    const now = Date.now();
    let entry = this.local.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + this.windowMs };
      this.local.set(key, entry);
    }
    entry.count += 1;
    return { allowed: entry.count <= max, retryAfterSeconds: this.seconds(entry.resetAt - now) };
  }

  /** Takes back one call counted in the current window (a sign-in that succeeded was no guess). */
  async refund(key: string): Promise<void> {
    if (this.redis) {
      try {
        await this.redis.decr(`${this.prefix}${key}`);
        return;
      } catch {
        // fall through to the local window
      }
    }
    const entry = this.local.get(key);
    if (entry && entry.count > 0) entry.count -= 1;
  }

  private seconds(ms: number): number {
    return Math.max(1, Math.ceil(ms / 1000));
  }
}
