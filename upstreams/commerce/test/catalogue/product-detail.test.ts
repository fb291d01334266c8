import path from 'node:path';
import Database from 'better-sqlite3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCommerce, type TestCommerce, type Tree } from '../support/catalogue/harness.ts';

let commerce: TestCommerce;
beforeAll(async () => {
  commerce = await startTestCommerce();
});
afterAll(async () => {
  await commerce?.close();
});

const product = async (slug: string) => (await commerce.run('getProduct', { slug })).data?.product as Tree;

describe('getProduct', () => {
  it('answers a variable product with its price range, attributes, variations, gallery, related products and reviews', async () => {
    const p = await product('rose-french-almond-press-on-nails');
    expect(p.type).toBe('VARIABLE');
    expect(p.price).toBe('€12.90 - €16.90');
    expect(p.rawPrice).toBe('12.90,16.90');
    expect(p.attributes.nodes.map((a: Tree) => [a.name, a.label, a.scope, a.variation])).toEqual([
      ['pa_length', 'Length', 'GLOBAL', true],
      ['pa_size', 'Size', 'GLOBAL', true],
      ['pa_finish', 'Finish', 'GLOBAL', true],
    ]);
    // The shop's own term order (custom ordering, asked by MENU_ORDER ASC as WooGraphQL takes it), not by name.
    expect(p.attributes.nodes[0].terms.nodes.map((t: Tree) => t.name)).toEqual(['Short', 'Medium', 'Long']);
    expect(p.attributes.nodes[1].terms.nodes.map((t: Tree) => t.name)).toEqual(['XS', 'S', 'M', 'L']);
    expect(p.variations.nodes).toHaveLength(12);
    const longM = p.variations.nodes.find(
      (v: Tree) => v.name === 'Rosé French Almond Press-On Nails - Long, M',
    );
    expect(longM.price).toBe('€16.90');
    // Finish is "any value" on these variations (behaviour §3): an empty value, still listed.
    expect(longM.attributes.nodes.find((a: Tree) => a.name === 'pa_finish').value).toBe('');
    expect(p.defaultAttributes.nodes).toEqual([
      { name: 'pa_length', attributeId: expect.any(Number), value: 'medium', label: 'Length' },
      { name: 'pa_size', attributeId: expect.any(Number), value: 'm', label: 'Size' },
    ]);
    expect(p.galleryImages.nodes).toHaveLength(2);
    expect(p.related.nodes).toHaveLength(5);
    expect(p.related.nodes.map((r: Tree) => r.slug)).not.toContain(p.slug);
    const ratings = p.reviews.edges.map((edge: Tree) => edge.rating as number);
    expect(p.reviewCount).toBe(ratings.length);
    expect(p.averageRating).toBeCloseTo(
      ratings.reduce((a: number, b: number) => a + b, 0) / ratings.length,
      2,
    );
    expect(p.reviews.edges[0].node.author.node.avatar.url).toMatch(
      /^https:\/\/secure\.gravatar\.com\/avatar\//,
    );
  });

  it('answers a simple sale product, an external product and the downloadable guide', async () => {
    const onSale = (await commerce.run('getProducts')).data?.products.nodes.find(
      (n: Tree) => n.type === 'SIMPLE' && n.onSale,
    );
    const sale = await product(onSale.slug);
    expect(Number(sale.rawSalePrice)).toBeLessThan(Number(sale.rawRegularPrice));
    expect(sale.price).toBe(sale.salePrice);
    expect(sale.description).toMatch(/^<p>/);
    expect(sale.rawDescription).not.toMatch(/<p>/);
    const lamp = await product('pro-led-nail-lamp');
    expect(lamp).toMatchObject({
      type: 'EXTERNAL',
      externalUrl: 'https://partner.example.com/products/pro-led-nail-lamp',
      buttonText: 'Buy at our partner',
    });
    const guide = await product('printable-sizing-guide');
    expect(guide).toMatchObject({ type: 'SIMPLE', virtual: true, price: '€1.90' });
  });

  it('answers null for a product that is not published', async () => {
    const db = new Database(path.join(commerce.varDir, 'commerce', 'commerce.sqlite'));
    db.prepare("UPDATE products SET status = 'draft' WHERE slug = 'espresso-square-press-on-nails'").run();
    db.close();
    const result = await commerce.run('getProduct', { slug: 'espresso-square-press-on-nails' });
    expect(result).toEqual({ data: { product: null } });
    const listed = (await commerce.run('getProducts')).data?.products.nodes.map((node: Tree) => node.slug);
    expect(listed).not.toContain('espresso-square-press-on-nails');
  });

  it('says so for a product that does not exist', async () => {
    const result = await commerce.run('getProduct', { slug: 'no-such-nails' });
    expect(result.data?.product).toBeNull();
    expect(result.errors?.[0]?.message).toBe(
      'No product ID was found corresponding to the slug: no-such-nails',
    );
    expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('getStockStatus', () => {
  it('tells in stock, out of stock and on backorder apart, per variation too', async () => {
    const all = (await commerce.run('getProducts')).data?.products.nodes as Tree[];
    const statuses = new Set(all.map((n) => n.stockStatus).filter(Boolean));
    expect(statuses).toEqual(new Set(['IN_STOCK', 'OUT_OF_STOCK', 'ON_BACKORDER']));
    const glue = await commerce.run('getStockStatus', { slug: 'glue-pen-precision-tip' });
    expect(glue.data?.product.stockStatus).toBe('OUT_OF_STOCK');
    const rose = await commerce.run('getStockStatus', { slug: 'rose-french-almond-press-on-nails' });
    const variations = rose.data?.product.variations.nodes as Tree[];
    expect(variations.some((v) => v.stockStatus === 'OUT_OF_STOCK' && v.stockQuantity === 0)).toBe(true);
    expect(variations.some((v) => v.stockStatus === 'IN_STOCK' && v.stockQuantity > 0)).toBe(true);
    expect(rose.data?.product.stockStatus).toBe('IN_STOCK');
  });
});

describe('images', () => {
  it('serves every WordPress size as WebP, and nothing else', async () => {
    const p = await product('rose-french-almond-press-on-nails');
    const sizes = await commerce.query(
      `query($id: ID!) { product(id: $id, idType: DATABASE_ID) { image {
      full: sourceUrl thumb: sourceUrl(size: THUMBNAIL) card: sourceUrl(size: WOOCOMMERCE_THUMBNAIL) single: sourceUrl(size: WOOCOMMERCE_SINGLE) } } }`,
      { id: String(p.databaseId) },
    );
    const image = sizes.data?.product.image as Record<string, string>;
    const expected: Record<string, number> = { full: 1024, thumb: 150, card: 300, single: 600 };
    for (const [name, width] of Object.entries(expected)) {
      const response = await fetch(image[name]!);
      expect(response.headers.get('content-type')).toBe('image/webp');
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([meta.format, meta.width]).toEqual(['webp', width]);
    }
    expect((await fetch(image.full!.replace('.webp', '-77x77.webp'))).status).toBe(404);
    expect((await fetch(`${commerce.url}/wp-content/uploads/2026/01/nothing.webp`)).status).toBe(404);
  });
});
