import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { sitemapStaticPaths } from './storefront-paths.ts';

const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** `robots.txt` and `sitemap.xml` (every listed product and category, from the listing index). */
export const seoRoutes: FastifyPluginAsync = async (app) => {
  app.get('/robots.txt', async (request, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return [
      'User-agent: *',
      'Disallow: /my-account',
      'Disallow: /checkout',
      'Disallow: /cart',
      'Disallow: /order-summary',
      'Disallow: /graphql',
      `Sitemap: ${origin(request)}/sitemap.xml`,
      '',
    ].join('\n');
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const base = origin(request);
    const products = await app.upstreams.listingIndex.products().catch(() => []);
    const categories = new Set(
      products.flatMap((facts) => facts.categories.map((category) => category.slug)),
    );
    const urls = [
      ...sitemapStaticPaths.map((path) => `${base}${path}`),
      ...[...categories].sort().map((slug) => `${base}/product-category/${encodeURIComponent(slug)}`),
      ...products.map((facts) => `${base}/product/${encodeURIComponent(facts.slug)}`),
    ];
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=600');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
      .map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`)
      .join('\n')}\n</urlset>\n`;
  });
};
