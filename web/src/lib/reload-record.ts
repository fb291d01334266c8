import { mayReloadAgain, type ReloadRecord } from '@nails/machines';

/**
 * The last reload for a new build or missing code (spec §4: at most once per path within 10 s),
 * kept in session storage, which survives the reload. Read and written by the build-update actor
 * (app/build-updates.ts) and by the page's first script (main.tsx), one record for both.
 */
const reloadKey = 'build_last_reload';

export function lastReload(storage: Storage = sessionStorage): ReloadRecord | undefined {
  try {
    return (JSON.parse(storage.getItem(reloadKey) ?? 'null') as ReloadRecord | null) ?? undefined;
  } catch {
    return undefined;
  }
}

export const rememberReload = (record: ReloadRecord, storage: Storage = sessionStorage): void =>
  storage.setItem(reloadKey, JSON.stringify(record));

/** Errors browsers raise when a lazily imported chunk is gone after a deployment. */
export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
    error.message,
  );

/**
 * The app's own code could not load (a deployment replaced it while the page was open): the page
 * is loaded again, once per path within 10 s, so the shopper gets the new build's page rather
 * than a page whose buttons never answer. Returns whether it reloads.
 */
export function reloadOnceWhenCodeIsGone(
  error: unknown,
  page: { path: string; reload(): void } = {
    path: window.location.pathname + window.location.search,
    reload: () => window.location.reload(),
  },
  storage: Storage = sessionStorage,
  now: number = Date.now(),
): boolean {
  if (!isChunkLoadError(error) || !mayReloadAgain(lastReload(storage), page.path, now)) return false;
  rememberReload({ path: page.path, at: now }, storage);
  page.reload();
  return true;
}
