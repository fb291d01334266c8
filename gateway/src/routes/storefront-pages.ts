import type { PageRender } from '../cache/page-cache.ts';
import { etagOf, pageTags } from './storefront-page-cache.ts';
import type { StorefrontPath } from './storefront-paths.ts';
import type { RenderedPage } from './storefront-render.ts';

/** What one render answers: its page, redirect or shell, with the status the route table adds. */
export type Rendered =
  | { kind: 'shell'; status: number }
  | { kind: 'personal'; status: number }
  | { kind: 'redirect'; status: number; location: string; cookies: string[] }
  | (Extract<RenderedPage, { kind: 'page' }> & { cookies: string[]; startedAt: number });

/**
 * The render as the page cache takes it: a page everyone may be given is kept (a 200, asked
 * for no one, setting no cookie, with all its data); `failed` when a back end failed (data
 * missing, or the web's 5xx), so a kept page is served instead.
 */
export function keepable(rendered: Rendered, route: StorefrontPath): PageRender<Rendered> {
  if (rendered.kind !== 'page') return { result: rendered };
  const failed = rendered.degraded || rendered.status >= 500;
  const everyones = rendered.status === 200 && !rendered.personal && rendered.cookies.length === 0;
  if (failed || !everyones) return { result: rendered, failed };
  return {
    result: rendered,
    page: {
      html: rendered.html,
      status: rendered.status,
      etag: etagOf(rendered.html),
      tags: pageTags(route, rendered.products),
      renderedAt: rendered.startedAt,
    },
  };
}

/** A render that read a session or set a cookie: another request waiting on it renders its own. */
export const ownedByItsRequest = (rendered: Rendered): boolean =>
  (rendered.kind === 'page' && (rendered.personal || rendered.cookies.length > 0)) ||
  (rendered.kind === 'redirect' && rendered.cookies.length > 0);

export type Settled<T> = { kind: 'done'; value: T } | { kind: 'failed'; error: unknown } | { kind: 'late' };

/** The promise's outcome, or `late` once `ms` have passed (it runs on; its outcome is then the cache's). */
export function settledWithin<T>(promise: Promise<T>, ms: number): Promise<Settled<T>> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Settled<T>>((resolve) => {
    if (Number.isFinite(ms)) timer = setTimeout(() => resolve({ kind: 'late' }), ms);
  });
  return Promise.race([
    promise.then(
      (value): Settled<T> => ({ kind: 'done', value }),
      (error: unknown): Settled<T> => ({ kind: 'failed', error }),
    ),
    late,
  ]).finally(() => clearTimeout(timer));
}
