import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/**
 * What the first page after a start waits for, done at the start instead, beside it (gateway
 * README "Page cache"): the web's server entry imported, the back end's capabilities asked, the
 * listing index built, then one listing rendered (React, the route modules and the English
 * messages loaded; the page kept). Only where a web build is there to render; nothing waits for it.
 */
export function warmAtStart(app: FastifyInstance, render: { build(): Promise<string | undefined> }): void {
  if (!existsSync(path.join(app.config.WEB_DIST_DIR, '.server', 'entry-server.js'))) return;
  app.addHook('onReady', async () => {
    setImmediate(() => {
      const started = performance.now();
      const warm = async () => {
        const { capabilities, listingIndex } = app.upstreams;
        await Promise.all([render.build(), capabilities.ready(), listingIndex.products()]);
        await app.inject({ method: 'GET', url: '/products' });
      };
      warm().then(
        () => app.log.info({ ms: Math.round(performance.now() - started) }, 'storefront warmed'),
        (error: unknown) => app.log.warn({ err: error }, 'storefront warm-up failed; the first pages pay'),
      );
    });
  });
}
