/**
 * What a crawler, a link preview or a phone sees before any JavaScript runs: plain HTTP GETs of
 * the storefront's pages return HTML holding the page's h1, its products with their prices, the
 * head tags (title, description, canonical, hreflang, Open Graph, robots) and, on product pages,
 * the Product JSON-LD. Expected names and prices come from the same gateway's /graphql.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './support/stack.ts';

const product = 'rose-french-almond-press-on-nails';
let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
}, 300_000);

afterAll(async () => {
  await stack?.close();
}, 60_000);

/** React's escaping of text and attribute values. */
const html = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
/** A price as the page's language prints it ("€12.00", German "12,00 €"), as the HTML escapes it. */
const euro = (raw: string, locale: 'en' | 'de' = 'en') =>
  html(
    new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-US', { style: 'currency', currency: 'EUR' }).format(
      Number(raw),
    ),
  );

interface Priced {
  name: string;
  price?: string | null;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request on its own connection, as curl makes it (no keep-alive left to hold the stack open). */
function http(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const sent = request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, agent: false },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
        response.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.end(options.body);
  });
}

async function graphql<T>(query: string, locale = 'en'): Promise<T> {
  const response = await http(`${stack.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-locale': locale },
    body: JSON.stringify({ query }),
  });
  const body = JSON.parse(response.body) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

const priced = `name ... on SimpleProduct { price(format: RAW) } ... on VariableProduct { price(format: RAW) }`;

async function get(path: string, headers: Record<string, string> = {}) {
  // No cookie, no Accept-Language unless given: what a crawler sends.
  const response = await http(`${stack.url}${path}`, { headers });
  return { ...response, type: String(response.headers['content-type']) };
}

function headOf(body: string): string {
  return /<head>([\s\S]*?)<\/head>/.exec(body)?.[1] ?? '';
}

function expectHeadTags(body: string, canonicalPath: string, title: string) {
  const head = headOf(body);
  expect(head).toContain(`<title>${html(title)} | Lacquer Lane</title>`);
  expect(head).toMatch(/<meta name="description" content="[^"]{20,}"\/>/);
  expect(head).toContain(`<link rel="canonical" href="${stack.url}${canonicalPath}"/>`);
  expect(head).toContain(`<meta property="og:title" content="${html(title)} | Lacquer Lane"/>`);
  expect(head).toContain(`<meta property="og:url" content="${stack.url}${canonicalPath}"/>`);
  for (const hreflang of ['en-US', 'de-DE', 'es-ES', 'fr-FR', 'it-IT', 'pt-BR', 'x-default'])
    expect(head).toContain(`hrefLang="${hreflang}"`);
}

function expectProducts(body: string, products: Priced[], locale: 'en' | 'de' = 'en') {
  expect(products.length).toBeGreaterThan(0);
  for (const item of products) {
    expect(body).toContain(html(item.name));
    if (item.price) for (const raw of item.price.split(',')) expect(body).toContain(euro(raw, locale));
  }
}

const h1Of = (body: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(body)?.[1]?.replace(/<[^>]*>/g, '');

describe('server-rendered pages over plain HTTP', { timeout: 60_000 }, () => {
  it('/ holds the hero heading, the featured and sale products with prices and the head tags', async () => {
    const page = await get('/');
    expect(page.status).toBe(200);
    expect(page.type).toContain('text/html');
    expect(h1Of(page.body)).toBe('Salon nails in ten minutes');
    const data = await graphql<{ featured: { products: Priced[] }; sale: { products: Priced[] } }>(
      `{ featured: catalogue(orderby: "rating", order: "DESC", perPage: 8) { products { ${priced} } }
         sale: catalogue(filter: "sale[true]", orderby: "discount", order: "DESC", perPage: 4) { products { name } } }`,
    );
    expectProducts(page.body, [...data.featured.products, ...data.sale.products]);
    expectHeadTags(page.body, '/', 'Salon-quality press-on nails, applied in ten minutes');
  });

  it('/products holds the listing heading and the first page of products with prices', async () => {
    const page = await get('/products');
    expect(page.status).toBe(200);
    expect(h1Of(page.body)).toBe('All Products');
    const data = await graphql<{ catalogue: { products: Priced[] } }>(
      `{ catalogue { products { ${priced} } } }`,
    );
    expectProducts(page.body, data.catalogue.products);
    expectHeadTags(page.body, '/products', 'All Products');
  });

  it('/product-category/{slug} holds the category name and its products', async () => {
    const page = await get('/product-category/seasonal');
    expect(page.status).toBe(200);
    expect(h1Of(page.body)).toBe('Seasonal');
    const data = await graphql<{ catalogue: { products: Priced[] } }>(
      `{ catalogue(category: "seasonal") { products { ${priced} } } }`,
    );
    expectProducts(page.body, data.catalogue.products);
    expectHeadTags(page.body, '/product-category/seasonal', 'Seasonal');
  });

  for (const locale of ['en', 'de'] as const) {
    const path = locale === 'en' ? `/product/${product}` : `/de/product/${product}`;
    it(`${path} holds the product's name, prices, head tags and Product JSON-LD in ${locale}`, async () => {
      const page = await get(path);
      expect(page.status).toBe(200);
      expect(page.body).toMatch(new RegExp(`<html lang="${locale}"`));
      const { product: expected } = await graphql<{ product: Priced & { sku: string } }>(
        `{ product(id: "${product}", idType: SLUG) { sku ${priced} } }`,
        locale,
      );
      expect(h1Of(page.body)).toBe(html(expected.name));
      expectProducts(page.body, [expected], locale);
      expectHeadTags(page.body, path, expected.name);
      expect(headOf(page.body)).toContain('<meta property="og:type" content="product"/>');
      const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(page.body)?.[1];
      const data = JSON.parse(jsonLd ?? 'null') as Record<string, unknown> & {
        offers: { lowPrice: number; highPrice: number; priceCurrency: string };
      };
      const prices = (expected.price ?? '').split(',').map(Number);
      expect(data).toMatchObject({
        '@type': 'Product',
        name: expected.name,
        sku: expected.sku,
        offers: {
          priceCurrency: 'EUR',
          lowPrice: Math.min(...prices),
          highPrice: Math.max(...prices),
          url: `${stack.url}${path}`,
        },
      });
    });
  }

  for (const [path, locale] of [
    ['/products', 'en'],
    [`/de/product/${product}`, 'de'],
  ] as const) {
    it(`${path} holds the frame: the promotion banner's text and the menu's category links (${locale})`, async () => {
      const page = await get(path);
      const data = await graphql<{
        topBanner: { links: { text: string }[] };
        productCategories: { nodes: { slug: string; name: string }[] };
      }>(
        `{ topBanner(locale: "${locale === 'de' ? 'de_DE' : 'en_US'}") { links { text } }
           productCategories(first: 20, where: { orderby: COUNT, order: DESC, hideEmpty: true }) { nodes { slug name } } }`,
        locale,
      );
      const banner = /data-testid="promo-banner"[\s\S]*?<\/section>/.exec(page.body)?.[0] ?? '';
      expect(banner).toContain(html(data.topBanner.links[0]?.text ?? 'no banner text'));
      expect(data.productCategories.nodes.length).toBeGreaterThan(0);
      const prefix = locale === 'de' ? '/de' : '';
      for (const category of data.productCategories.nodes)
        expect(page.body).toContain(`href="${prefix}/product-category/${category.slug}"`);
    });
  }

  it('answers 404 with the error page for unknown paths and slugs, and robots noindex on filtered listings', async () => {
    for (const path of ['/no-such-page', `/product/no-such-product`, '/product-category/no-such-category']) {
      const page = await get(path);
      expect(page.status, path).toBe(404);
      expect(h1Of(page.body), path).toBe('Error 404');
    }
    const filtered = await get('/products?filter=sale%5Btrue%5D');
    expect(headOf(filtered.body)).toContain('<meta name="robots" content="noindex"/>');
  });

  // Cart and checkout are rendered with the shopper's session: personal-pages-html.test.ts.
  it("sends the shopper's other pages as the shell the browser renders, never rendered without their session", async () => {
    for (const path of ['/my-account', '/wishlist', '/login']) {
      const page = await get(path);
      expect(page.status).toBe(200);
      expect(page.body).toContain('<div id="root">');
      expect(page.body).not.toContain('id="server-state"');
    }
  });

  it('redirects / to the language the request prefers, remembered or from Accept-Language', async () => {
    const german = await get('/', { 'accept-language': 'de-DE,de;q=0.9' });
    expect(german.status).toBe(302);
    expect(german.headers.location).toBe('/de');
    const remembered = await get('/', { 'accept-language': 'de-DE', cookie: 'i18n_locale=en' });
    expect(remembered.status).toBe(200);
    expect(h1Of(remembered.body)).toBe('Salon nails in ten minutes');
    expect(String(remembered.headers.vary)).toMatch(/accept-language/i);
  });
});
