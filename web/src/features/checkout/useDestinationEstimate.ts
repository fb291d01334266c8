import { useCallback, useEffect, useRef, useState } from 'react';
import type { ShippingDestination } from '../cart/useShippingAddressMutation.ts';

/** How long typing may pause before the back end recalculates shipping for the address. */
export const estimateDelayMs = 300;

/**
 * Live rates: when the destination changes, the back end recalculates shipping (debounced).
 * `estimating` is true while it does. `settled()` is what Place order waits for: the estimate of
 * the address as typed, started at once if its debounce is still waiting, so the order is placed
 * after the session's destination and the rates shown are the ones for that address.
 *
 * Place order is never disabled by an estimate: a click landing just as the debounce fires would
 * hit a button disabled a moment earlier and be lost without a trace (the shopper, or a test,
 * waits for an order that was never sent). The click waits for the estimate instead.
 */
export function useDestinationEstimate(
  destination: Partial<ShippingDestination>,
  estimateShipping: (destination: ShippingDestination) => Promise<void>,
): { estimating: boolean; settled(): Promise<void> } {
  const { country, state, postcode, city, email } = destination;
  const [estimating, setEstimating] = useState(false);
  const waiting = useRef<{ timer: ReturnType<typeof setTimeout>; start(): void }>(undefined);
  const running = useRef<Promise<void>>(Promise.resolve());

  useEffect(() => {
    if (!country) return;
    const start = () => {
      clearTimeout(timer);
      if (waiting.current?.start === start) waiting.current = undefined;
      setEstimating(true);
      const estimate = estimateShipping({
        country,
        state,
        postcode,
        city,
        ...(email ? { email } : {}),
      }).catch(() => undefined);
      running.current = estimate;
      void estimate.then(() => {
        if (running.current === estimate) setEstimating(false);
      });
    };
    const timer = setTimeout(start, estimateDelayMs);
    waiting.current = { timer, start };
    return () => {
      clearTimeout(timer);
      if (waiting.current?.start === start) waiting.current = undefined;
    };
  }, [country, state, postcode, city, email, estimateShipping]);

  const settled = useCallback(() => {
    waiting.current?.start();
    return running.current;
  }, []);
  return { estimating, settled };
}
