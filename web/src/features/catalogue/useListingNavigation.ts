import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams, type Location } from 'react-router-dom';
import { useLocale } from '../../i18n/useLocale.ts';
import { listingPath, parseFilter, serializeFilter, type FilterEntries } from './listing-params.ts';

const applyDelayMs = 75; // behaviour §9: sort and filter updates run after 50 to 100 ms

interface Change {
  /** The next filter, or how to make it from the current one (ticks in one burst build on each other). */
  filter?: FilterEntries | ((current: FilterEntries) => FilterEntries);
  orderby?: string | null;
  order?: string | null;
  search?: string | null;
}

/**
 * Reads the listing's URL state and writes changes back to it after a short delay (so a burst of
 * clicks makes one navigation). Any change goes back to page 1; each change is a history entry,
 * so Back and Forward restore the exact listing. Until the delay ends the filter shown is the
 * pending one, and the next tick starts from it, so quick ticks are never lost.
 */
export function useListingNavigation(categorySlug: string | undefined) {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { to } = useLocale();
  const timer = useRef<number | undefined>(undefined);
  const pending = useRef<Omit<Change, 'filter'> & { filter?: FilterEntries }>({});
  const urlFilterText = params.get('filter');
  const urlFilter = useMemo(() => parseFilter(urlFilterText), [urlFilterText]);
  // The address is the one source of truth; a pending filter (ticked, not yet navigated) belongs
  // to the visit of the address it was made on (the router's location object, new at every
  // navigation): once that changes (our navigation, Back, Forward, a link) the address is the
  // filter again. Comparing the filter text instead kept a tick on screen after Back returned to
  // the address it was made on.
  const [shown, setShown] = useState<{ on: Location; filter: FilterEntries } | undefined>(undefined);
  const filter = shown?.on === location ? shown.filter : urlFilter;

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const commit = useCallback(() => {
    const change = pending.current;
    pending.current = {};
    const next = new URLSearchParams(params);
    const write = (name: string, value: string | null | undefined) => {
      if (value === undefined) return;
      if (value) next.set(name, value);
      else next.delete(name);
    };
    if (change.filter) write('filter', serializeFilter(change.filter) || null);
    write('orderby', change.orderby);
    write('order', change.order);
    write('search', change.search);
    const query = next.toString();
    void navigate(`${to(listingPath(categorySlug, 1))}${query ? `?${query}` : ''}`);
  }, [params, navigate, to, categorySlug]);

  const update = useCallback(
    (change: Change) => {
      const base = pending.current.filter ?? (shown?.on === location ? shown.filter : undefined) ?? urlFilter;
      const nextFilter = typeof change.filter === 'function' ? change.filter(base) : change.filter;
      pending.current = { ...pending.current, ...change, filter: nextFilter ?? pending.current.filter };
      if (nextFilter) setShown({ on: location, filter: nextFilter });
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(commit, applyDelayMs);
    },
    [commit, urlFilter, location, shown],
  );

  const clearAll = useCallback(() => {
    window.clearTimeout(timer.current);
    pending.current = {};
    void navigate(to(listingPath(categorySlug, 1)));
  }, [navigate, to, categorySlug]);

  return { params, filter, update, clearAll };
}
