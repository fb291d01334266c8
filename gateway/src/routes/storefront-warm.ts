import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/** How long the start waits for the warm-up before listening anyway (a back end down at start). */
const warmWaitMs = 5_000;

/**
 * What the first page after a start waits for, done at the start instead (gateway README "Page
 * cache"): the web's server entry imported, the back end's capabilities asked and the listing
 * index built, begun while the rest of the app registers and waited for (at most 5 s) before it
 * listens; then a listing and a product page rendered beside the first requests (React's first
 * renders, the routes' code paths and the English messages; the pages kept). Only where a web
 * build is there.
 */
export function warmAtStart(app: FastifyInstance, render: { build(): Promise<string | undefined> }): void {
  if (!existsSync(path.join(app.config.WEB_DIST_DIR, '.server', 'entry-server.js'))) return;
  const started = performance.now();
  const { capabilities, listingIndex } = app.upstreams;
  const warming = Promise.all([render.build(), capabilities.ready(), listingIndex.products()]);
  warming.catch((error: unknown) =>
    app.log.warn({ err: error }, 'storefront warm-up failed; the first pages pay'),
  );
  app.addHook('onReady', async () => {
    await Promise.race([
      warming.catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, warmWaitMs).unref()),
    ]);
    setImmediate(() => {
      const renders = async () => {
        await app.inject({ method: 'GET', url: '/products' });
        const [first] = await listingIndex.products();
        if (first) await app.inject({ method: 'GET', url: `/product/${encodeURIComponent(first.slug)}` });
      };
      renders().then(
        () => app.log.info({ ms: Math.round(performance.now() - started) }, 'storefront warmed'),
        (error: unknown) => app.log.warn({ err: error }, 'storefront warm-up render failed'),
      );
    });
  });
}
