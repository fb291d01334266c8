import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import { constants } from 'node:zlib';

/**
 * Brotli or gzip for dynamic answers (GraphQL JSON, HTML pages, sitemap, SVG), chosen from
 * `Accept-Encoding`, with `Vary: Accept-Encoding`. The built storefront's assets are compressed at
 * build time and served as `.br`/`.gz` files by @fastify/static (`preCompressed`), so this plugin
 * skips them (they already carry `Content-Encoding`).
 *
 * Brotli quality 4 rather than the default 11: on answers made per request it compresses close to
 * gzip's speed with better ratios; 11 is for the build step, where time is free.
 */
export const compressPlugin = fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      encodings: ['br', 'gzip'],
      threshold: 1024,
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'compress' },
);
