import { useEffect, useRef } from 'react';

/**
 * A refusal shown away from the top of a long form (Place order's, next to the button): focus
 * moves to it so a screen reader reads it and a keyboard continues from it, and it is scrolled to
 * the middle of the screen, so a phone shows it where the shopper just tapped. Runs for each new
 * refusal (the machine makes a new message object for each).
 */
export function useRefusalInView<T extends HTMLElement>(refusal: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!refusal) return;
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView({ block: 'center' });
  }, [refusal]);
  return ref;
}
