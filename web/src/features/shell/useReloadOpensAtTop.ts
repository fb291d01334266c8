import { useEffect } from 'react';
import { onShopperScroll, shopperHasScrolled } from '../../lib/first-interaction.ts';
import { entryKey, scrollPositionsKey } from '../../lib/scroll-on-load.ts';

/**
 * Behaviour §2: navigation opens at the top, or at the address's #target; only Back and Forward
 * restore a position. Inside the app react-router's <ScrollRestoration> does this. A document
 * load is ours to handle: Chromium's own restoration, which <ScrollRestoration> turns back on
 * ('auto') as the page is left, reopened a reloaded page at the old position (the footer on a
 * phone) even after the page had scrolled to the top, as soon as late content made it tall
 * enough. So the browser's restoration stays off, and a load goes to its #target or the top,
 * or for Back and Forward to the position the router saved for that entry, once the page is
 * tall enough for it (content may arrive after the first render). This runs at hydration, which
 * on a page that hydrates on interaction may come after the shopper has scrolled: a page they
 * have moved stays where they took it.
 */
export function useReloadOpensAtTop(): void {
  // No dependency list: re-added after every commit of the layout, so it runs after the
  // router's own pagehide listener (effects run children first), which sets 'auto'.
  useEffect(() => {
    const keepOff = () => {
      window.history.scrollRestoration = 'manual';
    };
    window.addEventListener('pagehide', keepOff);
    return () => window.removeEventListener('pagehide', keepOff);
  });

  useEffect(() => {
    if (shopperHasScrolled()) return;
    const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    if (entry?.type !== 'back_forward') {
      const id = decodeURIComponent(window.location.hash.slice(1));
      const target = id ? document.getElementById(id) : null;
      if (target) target.scrollIntoView();
      else window.scrollTo(0, 0);
      return;
    }
    const saved = savedPosition();
    if (saved === undefined) return;
    return scrollWhenTallEnough(saved);
  }, []);
}

function savedPosition(): number | undefined {
  try {
    const positions = JSON.parse(sessionStorage.getItem(scrollPositionsKey) ?? '{}') as Record<
      string,
      unknown
    >;
    const position = positions[entryKey(window.history.state)];
    return typeof position === 'number' ? position : undefined;
  } catch {
    return undefined;
  }
}

/** Scrolls to `y` once the page can reach it; gives up when the shopper scrolls or after 5 s. */
function scrollWhenTallEnough(y: number): () => void {
  const root = document.documentElement;
  const attempt = () => {
    if (root.scrollHeight - window.innerHeight < y) return false;
    window.scrollTo(0, y);
    return true;
  };
  if (attempt()) return () => undefined;
  const observer = new ResizeObserver(() => {
    if (attempt()) stop();
  });
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    stopWatching();
  };
  const timer = setTimeout(stop, 5000);
  const stopWatching = onShopperScroll(stop);
  observer.observe(document.body);
  return stop;
}
