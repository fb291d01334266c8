import fastifyStatic from '@fastify/static';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { publicOrigin } from './public-url.ts';
import { pageServer } from './storefront-page-server.ts';
import { classifyPath } from './storefront-paths.ts';

const notBuilt = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Storefront not built</title></head>
<body><h1>The storefront is not built yet</h1><p>Run <code>npm run build -w web</code> (or <code>npm start</code>, which builds it) and reload.</p></body></html>`;

/** The route @fastify/static serves `web/dist` from (its `wildcard` route under the prefix `/`). */
const staticFilesRoute = '/*';

/**
 * The built web app (`web/dist`): hashed assets cached for a year, the shell never cached, every
 * storefront route rendered on the server (the shopper's own pages: the app's shell, but cart
 * and checkout, rendered with the shopper's session as private pages), anonymous pages kept by
 * the page cache (`storefront-page-server.ts`), with 404 for unknown paths and unknown product
 * or category slugs (behaviour §2 error page).
 */
export const storefrontRoutes = fp(
  async (app: FastifyInstance) => {
    const distDir = app.config.WEB_DIST_DIR;
    const indexFile = path.join(distDir, 'index.html');
    if (existsSync(distDir)) {
      // The built files are only ever fetched by the storefront's own pages, from its own origin:
      // no CORS headers, hence no `Vary: Origin`. With it, a shared cache (a CDN in front) keeps a
      // copy of each file per Origin value, and a chunk imported as a module (which sends Origin)
      // misses the copy any plain same-origin request (no Origin) left, so it is downloaded again.
      app.addHook('onRoute', (route) => {
        if (route.url === staticFilesRoute) route.config = { ...route.config, cors: false };
      });
      await app.register(fastifyStatic, {
        root: distDir,
        // index.html always goes through sendApp, which tells the app its public origin.
        index: false,
        wildcard: true,
        // `web` writes .br and .gz beside each asset at build time (vite-plugin-compression2).
        preCompressed: true,
        setHeaders: (res, filePath) => {
          const relative = path.relative(distDir, filePath);
          if (relative.endsWith('.html')) res.header('cache-control', 'no-cache');
          else if (relative.startsWith(`assets${path.sep}`))
            res.header('cache-control', 'public, max-age=31536000, immutable');
          else res.header('cache-control', 'public, max-age=3600');
        },
      });
    }

    const escapeAttribute = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
    const sendApp = (request: FastifyRequest, reply: FastifyReply, status: number) => {
      if (!existsSync(indexFile))
        return reply
          .code(status === 200 ? 503 : status)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(notBuilt);
      return reply
        .code(status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(
          // The web's og:image, JSON-LD and canonical URLs start with PUBLIC_URL (web/src/lib/public-url.ts).
          readFileSync(indexFile, 'utf8').replace(
            '</head>',
            `<meta name="public-url" content="${escapeAttribute(publicOrigin(app, request))}"></head>`,
          ),
        );
    };

    const sendPage = pageServer(app, sendApp);

    // The home page is rendered too: served here, not as a static file (see `index: false`).
    app.get('/', async (request, reply) => sendPage(request, reply, { kind: 'page' }));

    app.setNotFoundHandler(async (request, reply) => {
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      if (!wantsPage || request.url.startsWith('/graphql') || request.url.startsWith('/assets/')) {
        return reply.code(404).send({
          error: 'Not Found',
          message: `Route ${request.method}:${request.url.split('?')[0]} not found`,
          statusCode: 404,
        });
      }
      return sendPage(request, reply, classifyPath(request.url));
    });
  },
  { name: 'storefront' },
);
