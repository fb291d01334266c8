import { useSyncExternalStore, type ReactNode } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False on the server and during hydration, true after: what only a browser has (storage, the
 * window's size, timers) renders after hydration, so the first client render matches the HTML.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );

/**
 * Browser-only parts of a page (spec §4 timers: newsletter modal, ball, toast, live chat) and the
 * shopper's own state (wishlist hearts): `fallback` on the server and during hydration.
 */
export function AfterHydration({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useHydrated() ? children : fallback;
}
