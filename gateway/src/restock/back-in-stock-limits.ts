import type { Redis } from 'ioredis';
import { GatewayError } from '../errors.ts';
import { WindowCounter } from '../graphql/window-counter.ts';
import { emailHash } from './back-in-stock-model.ts';

/**
 * How many alerts may be asked for in a day (gateway README "Back-in-stock alerts"): per shopper
 * session, per client IP and per address typed (each request may mail that address). A shopper
 * watching a few sold-out sizes stays far below; a script mailing strangers does not. The
 * per-minute limit of the GraphQL edge (`graphql/rate-limits.ts`) comes first.
 */
export interface DailyAlertLimits {
  perSession: number;
  perIp: number;
  perEmail: number;
}

export class AlertLimits {
  private readonly counter: WindowCounter;

  constructor(
    private readonly limits: DailyAlertLimits,
    redis: Redis | undefined,
    prefix: string,
    windowMs = 24 * 60 * 60_000,
  ) {
    this.counter = new WindowCounter(windowMs, redis, `${prefix}stock-alerts:`);
  }

  /** Counts one request; STOCK_ALERT_LIMIT (with `retryAfter` in seconds) beyond any bound. */
  async take(who: { sessionId?: string; ip: string; email: string }): Promise<void> {
    const counted: [string, number][] = [
      [`ip:${who.ip}`, this.limits.perIp],
      // The address is counted by its hash: the limiter's keys hold no address.
      [`email:${emailHash(who.email)}`, this.limits.perEmail],
      ...(who.sessionId
        ? ([[`session:${who.sessionId}`, this.limits.perSession]] as [string, number][])
        : []),
    ];
    const takes = [];
    for (const [key, max] of counted) takes.push(await this.counter.take(key, max));
    const refused = takes.filter((take) => !take.allowed);
    if (refused.length > 0)
      throw new GatewayError('STOCK_ALERT_LIMIT', undefined, {
        retryAfter: Math.max(...refused.map((take) => take.retryAfterSeconds)),
      });
  }
}
