import { startTransition, Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * True once the page's first render is the browser's own: set when the server-rendered page has
 * hydrated, its regions included (app/start.tsx), or at once when the browser renders the page
 * itself. A part mounted after that (a client navigation) renders its browser-only content at once.
 * Not sooner: `useHydrated` hydrates with the server's snapshot (false), and React re-renders
 * synchronously a part whose browser snapshot differs from it once hydrated.
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
 * Browser-only parts of a page (behaviour §4 timers: newsletter modal, ball, toast, live chat) and the
 * shopper's own state (wishlist hearts): `fallback` on the server and during hydration.
 */
export function AfterHydration({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useHydrated() ? children : fallback;
}

/**
 * A region of a page that hydrates on its own (README "Speed on a phone"): React hydrates what is
 * outside every Suspense boundary first, then each boundary the server rendered as a unit of its
 * own, yielding to the browser between them, and first the one the shopper taps. So the header,
 * a listing's filters and a product's purchase panel (outside any region) answer first, and a
 * page's lower parts (the product grid, reviews, related products, the footer) follow one by one
 * instead of in one long task. Nothing suspends inside on the server: the fallback is never shown
 * in place of server HTML.
 */
export function HydrationRegion({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
