import {
  ConstantBackoff,
  handleAll,
  retry,
  TaskCancelledError,
  timeout,
  TimeoutStrategy,
  wrap,
} from 'cockatiel';

/**
 * A service `npm start` has just spawned is not listening yet: its health route is asked again every
 * 250 ms until it answers OK, and the wait gives up `deadlineMs` after the first ask, even while a
 * call hangs. A cockatiel policy named by why it retries, as every retry and poll of the repo (README
 * "Retries" in `gateway/README.md`): no hand-written poll loop.
 */
export const retryUntilTheServiceListens = (deadlineMs: number) =>
  wrap(
    timeout(deadlineMs, TimeoutStrategy.Aggressive),
    retry(handleAll, { maxAttempts: Infinity, backoff: new ConstantBackoff(250) }),
  );

/** Resolves once `url` answers 2xx; rejects naming `name` and the URL when the deadline passes first. */
export async function waitHealthy(name: string, url: string, deadlineMs = 120_000): Promise<void> {
  try {
    await retryUntilTheServiceListens(deadlineMs).execute(async ({ signal }) => {
      const response = await fetch(url, { signal });
      // Listening but not ready (a 503 while it opens its stores): ask again.
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    });
  } catch (error) {
    if (error instanceof TaskCancelledError)
      throw new Error(`${name} did not answer ${url} within ${deadlineMs / 1000}s`, { cause: error });
    throw error;
  }
}
