import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A web build whose server entry renders, through the gateway's /graphql as the real entry's
 * operations go (routes/storefront-render.ts): the top banner's links on every page, a product
 * page (name and price), `/products` (every product with its price), and `/cart` as the
 * shopper's own page. Its answers carry `__typename` and `databaseId`, as the web's do, so the
 * page cache learns which products a page shows.
 */
export function pageBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'gw-page-dist-'));
  for (const dir of ['assets', '.vite', '.server']) mkdirSync(path.join(dist, dir));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head></head><div id="root"></div></html>',
  );
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}');
  writeFileSync(
    path.join(dist, '.server', 'entry-server.js'),
    `import { Readable } from 'node:stream';
const priced = '__typename databaseId slug name ... on ProductWithPricing { price(format: RAW) }';
export async function render(input) {
  const url = new URL(input.url);
  if (url.pathname === '/cart') return { kind: 'personal' };
  const run = (query, variables = {}) => input.execute({ query, variables, locale: 'en' });
  const banner = await run('query { topBanner { links { text } } }');
  const links = (banner.data?.topBanner?.links ?? []).map((link) => link.text).join(' | ');
  let main = '';
  let status = 200;
  if (url.pathname.startsWith('/product/')) {
    const slug = decodeURIComponent(url.pathname.split('/').pop());
    const answer = await run('query ($slug: ID!) { product(id: $slug, idType: SLUG) { ' + priced + ' } }', { slug });
    const product = answer.data?.product;
    if (product) main = '<h1>' + product.name + '</h1><p class="price">' + product.price + '</p>';
    else if (answer.errors) status = 500;
    else status = 404;
  } else {
    const answer = await run('query { catalogue(perPage: 100) { products { ' + priced + ' } } }');
    const products = answer.data?.catalogue?.products ?? [];
    if (answer.errors && products.length === 0) status = 500;
    main = '<ul>' + products.map((p) => '<li data-slug="' + p.slug + '">' + p.name + ' <span class="price">' + p.price + '</span></li>').join('') + '</ul>';
  }
  const html = '<!doctype html><html><body><p class="banner">' + links + '</p>' + main + '</body></html>';
  return { kind: 'page', status, personal: false, stream: Readable.from([html]) };
}
`,
  );
  return dist;
}
