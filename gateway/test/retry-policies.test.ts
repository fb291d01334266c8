import { ExpectedVersionConflictError } from '@event-driven-io/emmett';
import { describe, expect, it, vi } from 'vitest';
import {
  firstAfterOnePause,
  retryLostVersionRace,
  retryRecordingAppliedChange,
  retryTailAfterFailedPull,
  retryUntilTheServiceAnswers,
  retryUntilTheFirstAttemptIsRecorded,
  retryWhileCommerceIsSlow,
  retryWhileTheLogRecovers,
} from '../src/retry-policies.ts';

describe('recording a change commerce already applied', () => {
  it('tries a failing append three times, 100 ms and 200 ms apart', async () => {
    let tries = 0;
    const delays: number[] = [];
    const listener = retryRecordingAppliedChange.onRetry(({ delay }) => delays.push(delay));
    try {
      await expect(
        retryRecordingAppliedChange.execute(async () => {
          tries += 1;
          throw new Error('connection terminated unexpectedly');
        }),
      ).rejects.toThrow('connection terminated unexpectedly');
    } finally {
      listener.dispose();
    }
    expect(tries).toBe(3);
    expect(delays).toEqual([100, 200]);
  });

  it('answers as soon as an append goes through', async () => {
    let tries = 0;
    await expect(
      retryRecordingAppliedChange.execute(async () => {
        tries += 1;
        if (tries === 1) throw new Error('connection refused');
        return 7n;
      }),
    ).resolves.toBe(7n);
    expect(tries).toBe(2);
  });

  it('leaves an append that lost a version race to the caller at once', async () => {
    let tries = 0;
    await expect(
      retryRecordingAppliedChange.execute(async () => {
        tries += 1;
        throw new ExpectedVersionConflictError(2n, 1n);
      }),
    ).rejects.toBeInstanceOf(ExpectedVersionConflictError);
    expect(tries).toBe(1);
  });
});

/** Runs `policy` over `look` on a fake clock; the pauses it took between looks, and its answer. */
/** What a retry policy hands each look (cockatiel's `IRetryContext`). */
type Look<T> = (context: { attempt: number; signal: AbortSignal }) => Promise<T>;

async function onFakeClock<T>(
  policy: {
    execute(fn: Look<T>, signal?: AbortSignal): Promise<T>;
    onRetry(listener: (event: { delay: number }) => void): { dispose(): void };
  },
  look: Look<T>,
  signal?: AbortSignal,
) {
  vi.useFakeTimers();
  const delays: number[] = [];
  const listener = policy.onRetry(({ delay }) => delays.push(delay));
  try {
    const answer = policy.execute(look, signal).then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
    await vi.runAllTimersAsync();
    return { delays, ...(await answer) };
  } finally {
    listener.dispose();
    vi.useRealTimers();
  }
}

describe('waiting for a slow commerce to place the order', () => {
  it('looks at once, then once a second until a look answers', async () => {
    let looks = 0;
    const run = await onFakeClock(retryWhileCommerceIsSlow, async () => {
      looks += 1;
      return looks === 4 ? 'order 501' : undefined;
    });
    expect(run).toEqual({ delays: [1_000, 1_000, 1_000], value: 'order 501' });
  });

  it('stops at the look that ends the wait (CHECKOUT_IN_PROGRESS past the deadline)', async () => {
    let looks = 0;
    const run = await onFakeClock(retryWhileCommerceIsSlow, async () => {
      looks += 1;
      if (looks === 3) throw new Error('CHECKOUT_IN_PROGRESS');
      return undefined;
    });
    expect(run.delays).toEqual([1_000, 1_000]);
    expect(run).toMatchObject({ error: new Error('CHECKOUT_IN_PROGRESS') });
  });
});

describe('a repeat waiting for the first attempt of its key', () => {
  it('reads again 10 ms later, then twice as long each time up to 250 ms, until it is recorded', async () => {
    let looks = 0;
    const run = await onFakeClock(retryUntilTheFirstAttemptIsRecorded, async () => {
      looks += 1;
      return looks === 9 ? 'recorded' : undefined;
    });
    expect(run).toEqual({ delays: [10, 20, 40, 80, 160, 250, 250, 250], value: 'recorded' });
  });
});

describe('closing the cart log after an order', () => {
  it('tries three times, 200 ms then 400 ms apart', async () => {
    const run = await onFakeClock(retryWhileTheLogRecovers, async () => {
      throw new Error('connection terminated unexpectedly');
    });
    expect(run.delays).toEqual([200, 400]);
    expect(run).toMatchObject({ error: new Error('connection terminated unexpectedly') });
  });
});

describe('an append that lost a version race', () => {
  it('decides again up to the tries given, each pause below a ceiling doubling from 5 ms to 200 ms', async () => {
    let tries = 0;
    const run = await onFakeClock(retryLostVersionRace(12), async () => {
      tries += 1;
      throw new ExpectedVersionConflictError(2n, 1n);
    });
    expect(tries).toBe(12);
    const ceilings = [5, 10, 20, 40, 80, 160, 200, 200, 200, 200, 200];
    expect(run.delays).toHaveLength(ceilings.length);
    expect(run.delays.every((delay, index) => delay < ceilings[index]!)).toBe(true);
    expect(run).toMatchObject({ error: expect.any(ExpectedVersionConflictError) });
  });

  it('leaves any other failure to the caller at once', async () => {
    let tries = 0;
    await expect(
      retryLostVersionRace(12).execute(async () => {
        tries += 1;
        throw new Error('connection refused');
      }),
    ).rejects.toThrow('connection refused');
    expect(tries).toBe(1);
  });
});

describe('the event log tail after a failed pull', () => {
  it('starts a new pull a second later, for as long as the tail is not stopped', async () => {
    const stop = new AbortController();
    let pulls = 0;
    const run = await onFakeClock(
      retryTailAfterFailedPull,
      async ({ signal }) => {
        if (signal.aborted) return 'stopped';
        pulls += 1;
        if (pulls === 3) stop.abort();
        throw new Error('the store restarted');
      },
      stop.signal,
    );
    expect(pulls).toBe(3);
    expect(run.delays).toEqual([1_000, 1_000]);
    expect(run).toMatchObject({ error: new Error('the store restarted') });
  });
});

describe('a guard asking its isolated service whether it answers again', () => {
  it('asks one pause after the fault, then every pause until it answers', async () => {
    let asked = 0;
    const run = await onFakeClock(
      retryUntilTheServiceAnswers(1_000),
      firstAfterOnePause(async () => {
        asked += 1;
        return asked === 3;
      }),
    );
    expect(asked).toBe(3);
    expect(run).toEqual({ delays: [1_000, 1_000, 1_000], value: true });
  });

  it('stops asking once the guard closes', async () => {
    const closed = new AbortController();
    let asked = 0;
    const run = await onFakeClock(
      retryUntilTheServiceAnswers(1_000),
      firstAfterOnePause(async () => {
        asked += 1;
        if (asked === 2) closed.abort();
        return false;
      }),
      closed.signal,
    );
    expect(asked).toBe(2);
    expect(run.delays).toEqual([1_000, 1_000]);
  });
});
