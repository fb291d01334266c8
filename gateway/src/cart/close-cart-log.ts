import { ExponentialBackoff, handleAll, noJitterGenerator, retry } from 'cockatiel';

/**
 * The order is placed and commerce emptied the cart, so the cart log must be closed or a later
 * recovery would bring the bought items back. A log that hiccups (a dropped connection, a failover)
 * usually answers again within a moment: three tries, 200 ms then 400 ms apart.
 */
const retryWhileTheLogRecovers = retry(handleAll, {
  maxAttempts: 2,
  backoff: new ExponentialBackoff({ generator: noJitterGenerator, initialDelay: 200, maxDelay: 400 }),
});

export const closeCartLogAfterOrder = (close: () => Promise<void>): Promise<void> =>
  retryWhileTheLogRecovers.execute(close);
