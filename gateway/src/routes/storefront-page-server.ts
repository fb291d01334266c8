import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { withUpstreamBudget } from '../upstreams/resilience.ts';
import { isAnonymous, storefrontPageCache, type StorefrontPageCache } from './storefront-page-cache.ts';
import type { StorefrontPath } from './storefront-paths.ts';
import { keepable, ownedByItsRequest, settledWithin, type Rendered } from './storefront-pages.ts';
import { storefrontRenderer } from './storefront-render.ts';
import { warmAtStart } from './storefront-warm.ts';

/** Sends the app's shell (`index.html`) with a status. */
type SendApp = (request: FastifyRequest, reply: FastifyReply, status: number) => FastifyReply;

interface PageContext {
  app: FastifyInstance;
  render: ReturnType<typeof storefrontRenderer>;
  kept: StorefrontPageCache;
  sendApp: SendApp;
}

/**
 * Does the product, category or pager page of a path exist? Unknown (served as 200, the app
 * decides) when the catalogue cannot be read. Pager pages count the default page size.
 */
async function pathExists(
  app: FastifyInstance,
  route: Exclude<StorefrontPath, { kind: 'page' | 'unknown' }>,
): Promise<boolean | undefined> {
  try {
    const products = await app.upstreams.listingIndex.products();
    const perPage = app.config.CATALOGUE_PER_PAGE;
    const pageFits = (page: number | undefined, count: number) =>
      page === undefined || (page >= 1 && page <= Math.max(1, Math.ceil(count / perPage)));
    if (route.kind === 'product') return products.some((facts) => facts.slug === route.slug.toLowerCase());
    if (route.kind === 'products-page') return pageFits(route.page, products.length);
    const wanted = route.slug.toLowerCase();
    const inCategory = products.filter((facts) =>
      facts.categories.some((category) => category.slug === wanted),
    ).length;
    return inCategory > 0 && pageFits(route.page, inCategory);
  } catch {
    return undefined;
  }
}

/** Commerce or content hangs or fails now (their policies' `struggling`, over the page budget). */
const upstreamsStruggling = (app: FastifyInstance): boolean =>
  app.upstreams.commercePolicy.struggling(app.config.PAGE_BUDGET_MS) ||
  app.upstreams.content.policy.struggling(app.config.PAGE_BUDGET_MS);

/** What the route table and catalogue say of a path: 404 for unknown paths and slugs. */
async function routeStatus(app: FastifyInstance, route: StorefrontPath): Promise<number> {
  if (route.kind === 'unknown') return 404;
  if (route.kind === 'page') return 200;
  return (await pathExists(app, route)) === false ? 404 : 200;
}

/**
 * A page rendered with the shopper's session is theirs alone: no shared cache, no reuse for
 * another cookie, not even the browser's own copy (gateway README "Storefront, public URLs,
 * webhooks, production"). A page with data missing (a back end failed) is kept by no one; other
 * pages rendered afresh (a 404, a public page asked with a session) are cookieless and may be
 * kept but are asked for again each time. Kept anonymous pages are `public` (`storefront-page-cache.ts`).
 */
const cachingOf = (page: { personal: boolean; degraded: boolean }): Record<string, string> =>
  page.personal
    ? { 'cache-control': 'private, no-store', vary: 'cookie' }
    : { 'cache-control': page.degraded ? 'no-store' : 'no-cache' };

/** A render's answer that is not a kept page: a redirect, the shell, or a page for this request alone. */
function sendRendered(
  { sendApp }: PageContext,
  request: FastifyRequest,
  reply: FastifyReply,
  rendered: Rendered,
) {
  if (rendered.kind === 'shell' || rendered.kind === 'personal')
    return sendApp(request, reply, rendered.status);
  // The session the render's operations left is the browser's from now on (a cleared one too).
  if (rendered.cookies.length > 0) reply.header('set-cookie', rendered.cookies);
  if (rendered.kind === 'redirect') return reply.redirect(rendered.location, rendered.status);
  return reply
    .code(rendered.status)
    .type('text/html; charset=utf-8')
    .headers(cachingOf(rendered))
    .send(rendered.html);
}

/** One render for this request (from `path`, the page cache's, when given), with the route's status. */
async function renderFor(
  { app, render }: PageContext,
  request: FastifyRequest,
  route: StorefrontPath,
  path?: string,
): Promise<Rendered> {
  const startedAt = Date.now();
  const status = await routeStatus(app, route);
  const page = await render(request, path);
  if (!page) return { kind: 'shell', status };
  if (page.kind === 'personal') return { kind: 'personal', status };
  if (page.kind === 'redirect') return page;
  return { ...page, status: status === 200 ? page.status : status, startedAt };
}

/**
 * An anonymous page through the page cache (gateway README "Page cache", "Faults"): fresh,
 * answered at once; stale, answered at once while one render refreshes it; otherwise rendered
 * within the upstream budget, and when that render fails, or is still running after
 * PAGE_STALE_WAIT_MS, the last good render answers (stale-if-error); a page never rendered
 * answers the shell with 503 once PAGE_BUDGET_MS has passed. Never a 500.
 */
async function sendKept(
  context: PageContext,
  request: FastifyRequest,
  reply: FastifyReply,
  route: StorefrontPath,
  build: string,
) {
  const { app, kept } = context;
  const { key, path } = kept.keyOf(request, build);
  const found = await kept.pages.lookup(key);
  if (found?.state === 'fresh') return kept.send(request, reply, key, found.page, 'hit', found.age);
  let mine = false;
  const rendering = kept.pages.render(key, async () => {
    mine = true;
    const rendered = await withUpstreamBudget(app.config.PAGE_BUDGET_MS, () =>
      renderFor(context, request, route, path),
    );
    return keepable(rendered, route);
  });
  rendering.catch((error: unknown) => request.log.warn({ err: error, url: path }, 'page render failed'));
  if (found?.state === 'stale') return kept.send(request, reply, key, found.page, 'stale', found.age);
  const outcome = await settledWithin(
    rendering,
    found ? app.config.PAGE_STALE_WAIT_MS : app.config.PAGE_BUDGET_MS,
  ).then(
    // Past the budget with the back ends answering, the render waits for this process's CPU (a cold start):
    // its page is worth the wait. Only a back end that hangs or fails sends the shell.
    (settled) =>
      settled.kind === 'late' && !found && !upstreamsStruggling(app)
        ? settledWithin(rendering, Infinity)
        : settled,
  );
  if (outcome.kind === 'done' && !outcome.value.failed) {
    const { result, page } = outcome.value;
    // A render that set cookies or read a session belongs to the request that ran it.
    if (!mine && ownedByItsRequest(result))
      return sendRendered(context, request, reply, await renderFor(context, request, route));
    return page
      ? kept.send(request, reply, key, page, 'miss')
      : sendRendered(context, request, reply, result);
  }
  if (found) return kept.send(request, reply, key, found.page, 'stale-if-error', found.age);
  const answered = outcome.kind === 'done' ? outcome.value.result : undefined;
  // Data missing where a back end failed: sent as it rendered, kept by no one.
  if (answered && (answered.kind !== 'page' || answered.status < 500))
    return sendRendered(context, request, reply, answered);
  request.log.warn(
    { url: path, outcome: outcome.kind },
    'page not rendered within its budget; sending the shell',
  );
  reply.header('retry-after', '30');
  return context.sendApp(request, reply, 503);
}

/**
 * Sends a storefront page: the page rendered on the server (with its data and head tags),
 * else, for the shopper's own pages or without a server build, the app's shell. An anonymous
 * request goes through the page cache; one with a session is rendered for it and never kept.
 */
export function pageServer(app: FastifyInstance, sendApp: SendApp) {
  const render = storefrontRenderer(app, app.config.WEB_DIST_DIR);
  const context: PageContext = { app, render, kept: storefrontPageCache(app), sendApp };
  warmAtStart(app, render);
  return async (request: FastifyRequest, reply: FastifyReply, route: StorefrontPath) => {
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return sendApp(request, reply, await routeStatus(app, route));
    // `/` answers by the shopper's remembered or preferred language (behaviour §2, §9).
    if (request.url.split('?')[0] === '/') reply.header('vary', 'cookie, accept-language');
    const build = context.kept.enabled && isAnonymous(request) ? await render.build() : undefined;
    if (build) return sendKept(context, request, reply, route, build);
    try {
      return sendRendered(context, request, reply, await renderFor(context, request, route));
    } catch (error) {
      request.log.error({ err: error }, 'storefront server render failed; sending the shell');
      return sendApp(request, reply, await routeStatus(app, route));
    }
  };
}
