/** Where react-router's <ScrollRestoration> keeps scroll positions, by history entry key. */
export const scrollPositionsKey = 'react-router-scroll-positions';

/**
 * The key react-router saves an entry's position under: its `location.key`, which is "default"
 * for an entry the router did not create (the document's first, from a typed address or a
 * reload), so that one is forgotten too.
 */
export const entryKey = (state: unknown): string => {
  const key = (state as { key?: unknown } | null)?.key;
  return typeof key === 'string' ? key : 'default';
};

/**
 * Behaviour §2: navigation scrolls to the top. <ScrollRestoration> also restores the position saved
 * when the page was left, so a reload (or a link opened again in the same tab) reopened at the
 * old position, the footer on a phone. Only Back and Forward should restore it: on any other
 * load, the current entry's saved position is forgotten before the router mounts, and the
 * browser's own restoration (which <ScrollRestoration> turns back on as the page is left) is
 * turned off for it.
 */
export function forgetScrollUnlessBackForward(
  navigationType: string | undefined = (
    performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
  )?.type,
  storage: Storage = sessionStorage,
  history: Pick<History, 'state' | 'scrollRestoration'> = window.history,
): void {
  if (navigationType === 'back_forward') return;
  history.scrollRestoration = 'manual';
  const key = entryKey(history.state);
  try {
    const positions = JSON.parse(storage.getItem(scrollPositionsKey) ?? '{}') as Record<string, number>;
    if (!(key in positions)) return;
    delete positions[key];
    storage.setItem(scrollPositionsKey, JSON.stringify(positions));
  } catch {
    storage.removeItem(scrollPositionsKey);
  }
}
