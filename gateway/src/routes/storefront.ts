import fastifyStatic from '@fastify/static';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { publicOrigin } from './public-url.ts';
import { classifyPath, type StorefrontPath } from './storefront-paths.ts';
import { storefrontRenderer } from './storefront-render.ts';

const notBuilt = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Storefront not built</title></head>
<body><h1>The storefront is not built yet</h1><p>Run <code>npm run build -w web</code> (or <code>npm start</code>, which builds it) and reload.</p></body></html>`;

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

/**
 * A page rendered with the shopper's session is theirs alone: no shared cache, no reuse for
 * another cookie, not even the browser's own copy (gateway README "Storefront, public URLs, webhooks, production"). Every
 * other page may be kept but is asked for again each time.
 */
const cachingOf = (page: { personal: boolean }): Record<string, string> =>
  page.personal ? { 'cache-control': 'private, no-store', vary: 'cookie' } : { 'cache-control': 'no-cache' };

/** The route @fastify/static serves `web/dist` from (its `wildcard` route under the prefix `/`). */
const staticFilesRoute = '/*';

/**
 * The built web app (`web/dist`): hashed assets cached for a year, HTML never cached, every
 * storefront route rendered on the server (the shopper's own pages: the app's shell, but cart
 * and checkout, rendered with the shopper's session as private pages), with 404
 * for unknown paths and unknown product or category slugs (behaviour §2 error page).
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

    const render = storefrontRenderer(app, distDir);
    /**
     * The page rendered on the server (streamed, with its data and head tags), else, for the
     * shopper's own pages or without a server build, the app's shell as before. `status` is what
     * the route table and catalogue say (404 for unknown paths and slugs); the render's own 404
     * (a loader's) counts too.
     */
    const sendPage = async (request: FastifyRequest, reply: FastifyReply, status: number) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return sendApp(request, reply, status);
      let page: Awaited<ReturnType<typeof render>>;
      try {
        page = await render(request);
      } catch (error) {
        request.log.error({ err: error }, 'storefront server render failed; sending the shell');
        return sendApp(request, reply, status);
      }
      if (!page || page.kind === 'personal') return sendApp(request, reply, status);
      // `/` answers by the shopper's remembered or preferred language (behaviour §2, §9).
      if (request.url.split('?')[0] === '/') reply.header('vary', 'cookie, accept-language');
      // The session the render's operations left is the browser's from now on (a cleared one too).
      if (page.cookies.length > 0) reply.header('set-cookie', page.cookies);
      if (page.kind === 'redirect') return reply.redirect(page.location, page.status);
      return reply
        .code(status === 200 ? page.status : status)
        .type('text/html; charset=utf-8')
        .headers(cachingOf(page))
        .send(page.stream);
    };

    // The home page is rendered too: served here, not as a static file (see `index: false`).
    app.get('/', async (request, reply) => sendPage(request, reply, 200));

    app.setNotFoundHandler(async (request, reply) => {
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      if (!wantsPage || request.url.startsWith('/graphql') || request.url.startsWith('/assets/')) {
        return reply.code(404).send({
          error: 'Not Found',
          message: `Route ${request.method}:${request.url.split('?')[0]} not found`,
          statusCode: 404,
        });
      }
      const route = classifyPath(request.url);
      if (route.kind === 'unknown') return sendPage(request, reply, 404);
      if (route.kind === 'page') return sendPage(request, reply, 200);
      const exists = await pathExists(app, route);
      return sendPage(request, reply, exists === false ? 404 : 200);
    });
  },
  { name: 'storefront' },
);
