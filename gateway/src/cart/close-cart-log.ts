import { retryWhileTheLogRecovers } from '../retry-policies.ts';

/** Closes the session's cart log after an order, through `retryWhileTheLogRecovers` (why: there). */
export const closeCartLogAfterOrder = (close: () => Promise<void>): Promise<void> =>
  retryWhileTheLogRecovers.execute(close);
