import { ExpectedVersionConflictError } from '@event-driven-io/emmett';
import { describe, expect, it } from 'vitest';
import { retryRecordingAppliedChange } from '../src/retry-policies.ts';

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
