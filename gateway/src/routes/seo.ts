import type { FastifyPluginAsync } from 'fastify';
import type { ListingFacts } from '../catalogue/listing-facts.ts';
import { publicOrigin } from './public-url.ts';
import { sitemapStaticPaths, storefrontLocales } from './storefront-paths.ts';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
const day = (epochMs: number) => new Date(epochMs).toISOString().slice(0, 10);

interface SitemapPage {
  path: string; // without a locale prefix
  lastmod?: number;
}

/** A product's last change, else its publication. */
const changedAt = (facts: ListingFacts) => facts.modified ?? facts.date;

function sitemapPages(products: readonly ListingFacts[]): SitemapPage[] {
  const categories = new Map<string, number>();
  for (const facts of products)
    for (const category of facts.categories)
      categories.set(category.slug, Math.max(categories.get(category.slug) ?? 0, changedAt(facts)));
  const newest = products.reduce((latest, facts) => Math.max(latest, changedAt(facts)), 0);
  return [
    ...sitemapStaticPaths.map((path) =>
      // The home page and the listings change whenever a product does.
      path === '/' || path === '/products' || path === '/categories' ? { path, lastmod: newest } : { path },
    ),
    ...[...categories.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([slug, lastmod]) => ({ path: `/product-category/${encodeURIComponent(slug)}`, lastmod })),
    ...products.map((facts) => ({
      path: `/product/${encodeURIComponent(facts.slug)}`,
      lastmod: changedAt(facts),
    })),
  ];
}

/**
 * `robots.txt` and `sitemap.xml`: every listed product and category and the public pages, in
 * every locale, each URL with its `hreflang` alternates (and `x-default`, the unprefixed English
 * one) and a `lastmod` where the catalogue knows one. URLs start with PUBLIC_URL.
 */
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
      `Sitemap: ${publicOrigin(app, request)}/sitemap.xml`,
      '',
    ].join('\n');
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const base = publicOrigin(app, request);
    const products = await app.upstreams.listingIndex.products().catch(() => []);
    const url = (prefix: string, path: string) =>
      escapeXml(`${base}${prefix}${path === '/' && prefix ? '' : path}`);
    const entries = sitemapPages(products).flatMap((page) => {
      const alternates = [
        ...storefrontLocales.map(
          (locale) =>
            `    <xhtml:link rel="alternate" hreflang="${locale.hreflang}" href="${url(locale.prefix, page.path)}"/>`,
        ),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${url('', page.path)}"/>`,
      ].join('\n');
      const lastmod = page.lastmod ? `\n    <lastmod>${day(page.lastmod)}</lastmod>` : '';
      return storefrontLocales.map(
        (locale) =>
          `  <url>\n    <loc>${url(locale.prefix, page.path)}</loc>${lastmod}\n${alternates}\n  </url>`,
      );
    });
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=600');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
  });
};
