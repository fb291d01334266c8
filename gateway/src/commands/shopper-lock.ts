import { AsyncLocalStorage } from 'node:async_hooks';
import { E_TIMEOUT, Mutex, withTimeout, type MutexInterface } from 'async-mutex';
import { ExecutionError, Redlock, ResourceLockedError } from '@sesamecare-oss/redlock';
import type { Redis } from 'ioredis';
import { GatewayError } from '../errors.ts';
import { memoryKeptAnswers, redisKeptAnswers, type KeptAnswers } from './kept-answers.ts';

/**
 * One command per shopper session at a time (gateway README "How a request flows"): a real
 * WooCommerce session is one record each request loads, changes and writes back whole, so two
 * changes sent at once lose one without an error. Every command, and every cart recovery, runs
 * inside `run(sessionId, …)`. A command given `once` (the key her tap sent, and its input) runs
 * once per key: sent again, it waits its turn and is answered what the first was (`kept-answers.ts`).
 */
export interface ShopperLock {
  run<T>(sessionId: string, work: () => Promise<T>, options?: { once?: OnceKey }): Promise<T>;
}

/** What makes two commands one: the key her tap sent (`clientMutationId`) and the input it came with. */
export interface OnceKey {
  key: string;
  input: unknown;
}

export interface ShopperLockOptions {
  /** How long a command waits for the one before it; then SHOPPER_BUSY (retryable). */
  waitMs: number;
  /** The lease a holder keeps in Redis, extended while the command runs (a crashed holder frees it then). */
  leaseMs?: number;
  log?: { warn(object: unknown, message: string): void };
  /** Where answers of commands run once are kept; in this process when not given. */
  answers?: KeptAnswers;
}

export const shopperBusy = () => new GatewayError('SHOPPER_BUSY', undefined, { retryable: true });

/** Session ids the current async call already holds: a command's own calls do not wait for themselves. */
const held = new AsyncLocalStorage<ReadonlySet<string>>();

const holding = <T>(sessionId: string, work: () => Promise<T>) =>
  held.run(new Set([...(held.getStore() ?? []), sessionId]), work);

/** The work, or the answer kept when a command with the same key and input already ran. */
const onceOnly =
  <T>(answers: KeptAnswers, sessionId: string, once: OnceKey | undefined, work: () => Promise<T>) =>
  async (): Promise<T> => {
    if (!once) return work();
    const kept = await answers.get(sessionId, once.key, once.input);
    if (kept) return kept.value as T;
    const value = await work();
    await answers.keep(sessionId, once.key, once.input, value);
    return value;
  };

/**
 * The lock within this process: one FIFO mutex per session (async-mutex), dropped when nobody
 * holds or waits for it, so the map is as large as the sessions busy right now.
 */
export function inProcessShopperLock(options: ShopperLockOptions): ShopperLock {
  const mutexes = new Map<string, { mutex: MutexInterface; users: number }>();
  const answers = options.answers ?? memoryKeptAnswers();
  return {
    async run(sessionId, work, { once } = {}) {
      work = onceOnly(answers, sessionId, once, work);
      if (held.getStore()?.has(sessionId)) return work();
      // The mutex times out with async-mutex's own E_TIMEOUT, turned into SHOPPER_BUSY below: an
      // error made for every new mutex would capture a stack trace for every command.
      const entry = mutexes.get(sessionId) ?? { mutex: withTimeout(new Mutex(), options.waitMs), users: 0 };
      mutexes.set(sessionId, entry);
      entry.users++;
      try {
        return await entry.mutex.runExclusive(() => holding(sessionId, work));
      } catch (error) {
        if (error === E_TIMEOUT) throw shopperBusy();
        throw error;
      } finally {
        if (--entry.users === 0) mutexes.delete(sessionId);
      }
    },
  };
}

/**
 * Across gateway instances: the process's own queue first (so one instance's commands for a
 * session wait in order without polling Redis), then a Redlock lease on the session's key for the
 * command's duration. A Redis that does not answer degrades to the in-process lock with a
 * warning, as the cache and rate limits do: a shopper's change is not refused because Redis is down.
 */
export function redisShopperLock(redis: Redis, keyPrefix: string, options: ShopperLockOptions): ShopperLock {
  const local = inProcessShopperLock(options);
  const answers = options.answers ?? redisKeptAnswers(redis, keyPrefix);
  const leaseMs = options.leaseMs ?? 10_000;
  const retryDelay = 50;
  const redlock = new Redlock([redis], {
    retryCount: Math.ceil(options.waitMs / retryDelay),
    retryDelay,
    retryJitter: 50,
    automaticExtensionThreshold: Math.floor(leaseMs / 2),
  });
  return {
    run(sessionId, work, { once } = {}) {
      work = onceOnly(answers, sessionId, once, work);
      if (held.getStore()?.has(sessionId)) return work();
      return local.run(sessionId, async () => {
        // A Redis that is not connected would fail every try of the wait: lock here at once.
        if (redis.status !== 'ready') return work();
        let started = false;
        try {
          return await redlock.using([`${keyPrefix}shopper-lock:${sessionId}`], leaseMs, () => {
            started = true;
            return work();
          });
        } catch (error) {
          if (started) throw error;
          if (await heldByAnother(error)) throw shopperBusy();
          options.log?.warn({ err: error }, 'shopper lock: redis unavailable, locking in this process only');
          return work();
        }
      });
    },
  };
}

/** Redlock gave up because the key stayed held by another command (not because Redis failed). */
async function heldByAnother(error: unknown): Promise<boolean> {
  if (!(error instanceof ExecutionError)) return false;
  const last = await error.attempts.at(-1);
  return [...(last?.votesAgainst.values() ?? [])].some((vote) => vote instanceof ResourceLockedError);
}
