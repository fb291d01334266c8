import fp from 'fastify-plugin';
import { InProcessChangeBus, RedisChangeBus } from '../cache/change-bus.ts';
import { CatalogueSync } from './catalogue-sync.ts';

/**
 * `app.catalogueSync`: catalogue changes reach every gateway process through Redis pub/sub when
 * REDIS_URL is set, and stay in the process otherwise (`npm start`: one gateway, no Redis).
 */
export const catalogueSyncPlugin = fp(
  async (app) => {
    const { cache, listingIndex, redis } = app.upstreams;
    const bus = redis ? new RedisChangeBus(redis, app.config.REDIS_KEY_PREFIX) : new InProcessChangeBus();
    const sync = new CatalogueSync(cache, listingIndex, bus, app.log);
    await sync.start();
    app.decorate('catalogueSync', sync);
    app.addHook('onClose', async () => sync.close());
  },
  { name: 'catalogue-sync', dependencies: ['upstreams'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    catalogueSync: CatalogueSync;
  }
}
