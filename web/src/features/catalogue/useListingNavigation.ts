import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useLocale } from '../../i18n/useLocale.ts';
import { listingPath, parseFilter, serializeFilter, type FilterEntries } from './listing-params.ts';

const applyDelayMs = 75; // spec §9: sort and filter updates run after 50 to 100 ms

interface Change {
  filter?: FilterEntries;
  orderby?: string | null;
  order?: string | null;
  search?: string | null;
}

/**
 * Reads the listing's URL state and writes changes back to it after a short delay (so a burst of
 * clicks makes one navigation). Any change goes back to page 1; each change is a history entry,
 * so Back and Forward restore the exact listing.
 */
export function useListingNavigation(categorySlug: string | undefined) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { to } = useLocale();
  const timer = useRef<number | undefined>(undefined);
  const pending = useRef<Change>({});
  const filter = parseFilter(params.get('filter'));

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
      pending.current = { ...pending.current, ...change, filter: change.filter ?? pending.current.filter };
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(commit, applyDelayMs);
    },
    [commit],
  );

  const clearAll = useCallback(() => {
    window.clearTimeout(timer.current);
    pending.current = {};
    void navigate(to(listingPath(categorySlug, 1)));
  }, [navigate, to, categorySlug]);

  return { params, filter, update, clearAll };
}
