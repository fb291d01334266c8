import { describe, expect, it } from 'vitest';
import { UpstreamError, UpstreamPolicy, withUpstreamBudget } from '../../src/upstreams/resilience.ts';

describe('upstream policy', () => {
  it('retries idempotent calls once, never mutations', async () => {
    const policy = new UpstreamPolicy({ name: 'commerce', timeoutMs: 1_000, retries: 1 });
    let queries = 0;
    await expect(
      policy.run(true, async () => {
        queries += 1;
        if (queries === 1) throw new UpstreamError('commerce', 'HTTP 502', 502);
        return 'ok';
      }),
    ).resolves.toBe('ok');
    let mutations = 0;
    await expect(
      policy.run(false, async () => {
        mutations += 1;
        throw new UpstreamError('commerce', 'HTTP 502', 502);
      }),
    ).rejects.toThrow(UpstreamError);
    expect(mutations).toBe(1);
  });

  it('times out slow calls', async () => {
    const policy = new UpstreamPolicy({ name: 'content', timeoutMs: 30, retries: 0 });
    await expect(
      policy.run(true, (signal) => new Promise((resolve) => signal.addEventListener('abort', resolve))),
    ).rejects.toThrow(/content: timed out/);
  });

  it('opens the circuit after consecutive failures and fails fast', async () => {
    const policy = new UpstreamPolicy({
      name: 'commerce',
      timeoutMs: 1_000,
      failureThreshold: 3,
      halfOpenAfterMs: 60_000,
    });
    const failing = async () => {
      throw new UpstreamError('commerce', 'HTTP 503', 503);
    };
    for (let i = 0; i < 3; i += 1) await expect(policy.run(false, failing)).rejects.toThrow();
    expect(policy.open).toBe(true);
    let called = false;
    await expect(
      policy.run(false, async () => {
        called = true;
        return 'x';
      }),
    ).rejects.toThrow(/circuit open/);
    expect(called).toBe(false);
  });

  it('counts refused connections as upstream failures', async () => {
    const policy = new UpstreamPolicy({ name: 'commerce', timeoutMs: 1_000, retries: 0 });
    await expect(policy.run(false, () => fetch('http://127.0.0.1:9/'))).rejects.toBeInstanceOf(UpstreamError);
  });

  it('ends every call of one request, and its retry, by the request’s one budget', async () => {
    const policy = new UpstreamPolicy({
      name: 'commerce',
      timeoutMs: 60_000,
      retries: 1,
      failureThreshold: 100,
    });
    // A back end that never answers: the call ends when its signal aborts, as fetch does.
    const hung = (signal: AbortSignal) =>
      new Promise((_resolve, reject) =>
        signal.addEventListener('abort', () => reject(signal.reason as Error)),
      );
    let attempts = 0;
    const outcome = await withUpstreamBudget(50, async () => {
      const first = await policy
        .run(true, (signal) => ((attempts += 1), hung(signal)))
        .catch((error: Error) => error);
      // The budget is spent: the next call of the same request is not even sent.
      const second = await policy
        .run(true, (signal) => ((attempts += 1), hung(signal)))
        .catch((error: Error) => error);
      return [first, second];
    });
    expect(outcome.map((error) => (error as Error).message)).toEqual([
      'commerce: timed out (the request’s budget is spent)',
      'commerce: timed out (the request’s budget is spent)',
    ]);
    expect(attempts).toBe(1);
    // Outside a request's budget the policy's own timeout applies as before.
    await expect(policy.run(true, async () => 'ok')).resolves.toBe('ok');
  });
});
