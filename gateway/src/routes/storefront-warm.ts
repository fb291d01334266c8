import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/** How long the start waits for each warm-up step before going on anyway (a back end down at start). */
const warmWaitMs = 5_000;

const hasServerBuild = (app: FastifyInstance) =>
  existsSync(path.join(app.config.WEB_DIST_DIR, '.server', 'entry-server.js'));

const withinWarmWait = (work: Promise<unknown>) =>
  Promise.race([
    work.catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, warmWaitMs).unref()),
  ]);

/**
 * What the first page after a start waits for, done at the start instead (gateway README "Page
 * cache"): the web's server entry imported, the back end's capabilities asked and the listing
 * index built, begun while the rest of the app registers and waited for (at most 5 s) before the
 * app is ready. Only where a web build is there.
 */
export function warmAtStart(app: FastifyInstance, render: { build(): Promise<string | undefined> }): void {
  if (!hasServerBuild(app)) return;
  const { capabilities, listingIndex } = app.upstreams;
  const warming = Promise.all([render.build(), capabilities.ready(), listingIndex.products()]);
  warming.catch((error: unknown) =>
    app.log.warn({ err: error }, 'storefront warm-up failed; the first pages pay'),
  );
  app.addHook('onReady', async () => {
    await withinWarmWait(warming);
  });
}

/**
 * After the app is ready and before it listens (server.ts): a listing and a product page rendered
 * once, so React's first renders, the routes' code paths and the English messages are paid by
 * the start, not by the first shopper (the bound of "the first product page after a start", README
 * "Page cache"). Rendered through `inject`, which needs a ready app: that is why it is not an
 * `onReady` hook. At most 5 s: a back end down at start delays listening no longer than that.
 */
export async function renderFirstPages(app: FastifyInstance): Promise<void> {
  if (!hasServerBuild(app)) return;
  const started = performance.now();
  const renders = async () => {
    await app.inject({ method: 'GET', url: '/products' });
    const [first] = await app.upstreams.listingIndex.products();
    if (first) await app.inject({ method: 'GET', url: `/product/${encodeURIComponent(first.slug)}` });
  };
  const rendering = renders();
  rendering.then(
    () => app.log.info({ ms: Math.round(performance.now() - started) }, 'storefront warmed'),
    (error: unknown) => app.log.warn({ err: error }, 'storefront warm-up render failed'),
  );
  await withinWarmWait(rendering);
}
