import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Redis } from 'ioredis';

/**
 * The answers of commands a shopper already ran, by the key her tap sent (`clientMutationId`):
 * a command that arrives again with the same key and the same input is answered what the first
 * was, not run twice (gateway README "Once per tap"). The repeat a shopper never sees comes from
 * HTTP itself: a browser resends a POST whose kept-alive connection closed before any answer,
 * and a proxy or a phone's flaky network may too. Kept for `ttlMs`, per session.
 */
export interface KeptAnswers {
  get(sessionId: string, key: string, input: unknown): Promise<KeptAnswer | undefined>;
  keep(sessionId: string, key: string, input: unknown, answer: unknown): Promise<void>;
}

/** A kept answer (`value` may be undefined: a command that answers nothing was still run). */
export interface KeptAnswer {
  value: unknown;
}

/** Long enough for any resend or retry of one tap; a new tap has a new key. */
export const keptAnswerTtlMs = 10 * 60_000;

/** The key and the input together: a key sent again with other input is another command. */
const entryKey = (sessionId: string, key: string, input: unknown) =>
  `${sessionId}:${createHash('sha256')
    .update(key)
    .update('\0')
    .update(JSON.stringify(input ?? null))
    .digest('base64url')}`;

/** In this process: a bounded LRU (one gateway instance, or Redis unavailable). */
export function memoryKeptAnswers(ttlMs = keptAnswerTtlMs, max = 50_000): KeptAnswers {
  const answers = new LRUCache<string, KeptAnswer>({ max, ttl: ttlMs });
  return {
    async get(sessionId, key, input) {
      return answers.get(entryKey(sessionId, key, input));
    },
    async keep(sessionId, key, input, answer) {
      answers.set(entryKey(sessionId, key, input), { value: answer });
    },
  };
}

/**
 * In Redis, so a repeat that reaches another gateway instance finds the answer too (the shopper
 * lock orders them: the repeat reads after the first has kept its answer). A Redis that does not
 * answer falls back to this process's store, as the lock does.
 */
export function redisKeptAnswers(redis: Redis, keyPrefix: string, ttlMs = keptAnswerTtlMs): KeptAnswers {
  const local = memoryKeptAnswers(ttlMs);
  const redisKey = (sessionId: string, key: string, input: unknown) =>
    `${keyPrefix}command-answer:${entryKey(sessionId, key, input)}`;
  return {
    async get(sessionId, key, input) {
      if (redis.status !== 'ready') return local.get(sessionId, key, input);
      const kept = await redis.get(redisKey(sessionId, key, input)).catch(() => null);
      return kept === null ? local.get(sessionId, key, input) : (JSON.parse(kept) as KeptAnswer);
    },
    async keep(sessionId, key, input, answer) {
      await local.keep(sessionId, key, input, answer);
      if (redis.status !== 'ready') return;
      await redis
        .set(redisKey(sessionId, key, input), JSON.stringify({ value: answer }), 'PX', ttlMs)
        .catch(() => undefined);
    },
  };
}
