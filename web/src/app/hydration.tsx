import { startTransition, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * True once the page's first render is the browser's own: set when the server-rendered page has
 * hydrated (app/start.tsx) or at once when the browser renders the page itself. A part mounted after
 * that (a client navigation) renders its browser-only content at once.
 */
let browserRendering = false;
export const markHydrated = (): void => {
  browserRendering = true;
};

/**
 * False on the server and during hydration, true after: what only a browser has (storage, the
 * window's size, timers) renders after hydration, so the first client render matches the HTML.
 * After hydration the switch is a transition: React renders what appears in slices, yielding to
 * the browser, instead of one blocking task for every such part of the page at once (a store
 * snapshot that changes after hydration would re-render synchronously).
 */
export function useHydrated(): boolean {
  const mountedInBrowser = useSyncExternalStore(
    subscribeToNothing,
    () => browserRendering,
    () => false,
  );
  const [switched, setSwitched] = useState(false);
  useEffect(() => {
    if (!mountedInBrowser) startTransition(() => setSwitched(true));
  }, [mountedInBrowser]);
  return mountedInBrowser || switched;
}

/**
 * Browser-only parts of a page (spec §4 timers: newsletter modal, ball, toast, live chat) and the
 * shopper's own state (wishlist hearts): `fallback` on the server and during hydration.
 */
export function AfterHydration({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useHydrated() ? children : fallback;
}
