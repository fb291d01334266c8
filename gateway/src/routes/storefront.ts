import fastifyStatic from '@fastify/static';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { classifyPath } from './storefront-paths.ts';

const notBuilt = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Storefront not built</title></head>
<body><h1>The storefront is not built yet</h1><p>Run <code>npm run build -w web</code> (or <code>npm start</code>, which builds it) and reload.</p></body></html>`;

/** Does the product or category of a path exist? Unknown when the catalogue cannot be read. */
async function slugExists(app: FastifyInstance, kind: 'product' | 'category', slug: string): Promise<boolean | undefined> {
  try {
    const products = await app.upstreams.listingIndex.products();
    const wanted = slug.toLowerCase();
    return kind === 'product'
      ? products.some((facts) => facts.slug === wanted)
      : products.some((facts) => facts.categories.some((category) => category.slug === wanted));
  } catch {
    return undefined;
  }
}

/**
 * The built web app (`web/dist`): hashed assets cached for a year, HTML never cached, and the
 * app's index.html for every storefront route, with 404 for unknown paths and unknown product or
 * category slugs (spec §2 error page: the app renders it).
 */
export const storefrontRoutes = fp(async (app: FastifyInstance) => {
  const distDir = app.config.WEB_DIST_DIR;
  const indexFile = path.join(distDir, 'index.html');
  if (existsSync(distDir)) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: ['index.html'],
      wildcard: true,
      setHeaders: (res, filePath) => {
        const relative = path.relative(distDir, filePath);
        if (relative.endsWith('.html')) res.header('cache-control', 'no-cache');
        else if (relative.startsWith(`assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
        else res.header('cache-control', 'public, max-age=3600');
      },
    });
  }

  const sendApp = (reply: FastifyReply, status: number) => {
    if (!existsSync(indexFile)) return reply.code(status === 200 ? 503 : status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(notBuilt);
    return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(readFileSync(indexFile));
  };

  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!wantsPage || request.url.startsWith('/graphql') || request.url.startsWith('/assets/')) {
      return reply.code(404).send({ error: 'Not Found', message: `Route ${request.method}:${request.url.split('?')[0]} not found`, statusCode: 404 });
    }
    const route = classifyPath(request.url);
    if (route.kind === 'unknown') return sendApp(reply, 404);
    if (route.kind === 'product' || route.kind === 'category') {
      const exists = await slugExists(app, route.kind, route.slug);
      return sendApp(reply, exists === false ? 404 : 200);
    }
    return sendApp(reply, 200);
  });
}, { name: 'storefront' });
