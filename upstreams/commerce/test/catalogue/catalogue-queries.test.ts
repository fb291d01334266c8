import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCommerce, type TestCommerce, type Tree } from '../support/catalogue/harness.ts';

let commerce: TestCommerce;
beforeAll(async () => {
  commerce = await startTestCommerce();
});
afterAll(async () => {
  await commerce?.close();
});

const highest = (raw: string) => Math.max(...raw.split(',').map(Number));

describe('categories', () => {
  it('getProductCategories lists the (at most 20) non-empty categories, fullest first', async () => {
    const { data } = await commerce.run('getProductCategories');
    const nodes = data?.productCategories.nodes as Tree[];
    expect(nodes.length).toBe(19); // every seeded category has products
    const counts = nodes.map((node) => node.count as number);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts.every((count) => count > 0)).toBe(true);
    // Every category has a picture for the category tiles.
    for (const node of nodes)
      expect(node.image.sourceUrl).toMatch(/\/wp-content\/uploads\/.+-300x300\.webp$/);
    // A parent category counts the products of its subcategories (WooCommerce term counts).
    expect(nodes.find((node) => node.slug === 'shapes')?.count).toBe(50);
  });

  it('getCategoryWithChildren answers each category with its children', async () => {
    const { data } = await commerce.run('getCategoryWithChildren', { slug: ['shapes', 'accessories'] });
    const bySlug = Object.fromEntries(
      (data?.productCategories.nodes as Tree[]).map((node) => [node.slug, node]),
    );
    expect(bySlug.shapes.children.nodes.map((child: Tree) => child.slug)).toEqual([
      'almond',
      'coffin',
      'stiletto',
      'square',
      'oval',
    ]);
    expect(bySlug.accessories.children.nodes.map((child: Tree) => child.slug)).toEqual([
      'nail-glue',
      'adhesive-tabs',
      'prep-kits',
      'sizing-kits',
    ]);
    expect(bySlug.shapes.parent).toBeNull();
    const almond = await commerce.run('getCategoryWithChildren', { slug: ['almond'] });
    expect(almond.data?.productCategories.nodes[0].parent.node.slug).toBe('shapes');
  });
});

describe('getProducts', () => {
  it('lists every published, visible product newest first, with prices and images', async () => {
    const { data } = await commerce.run('getProducts');
    const products = data?.products;
    expect(products.pageInfo.hasNextPage).toBe(false);
    expect(products.nodes.length).toBeGreaterThanOrEqual(60);
    const dates = products.nodes.map((node: Tree) => node.date as string);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const node of products.nodes as Tree[]) {
      expect(node.image.productCardSourceUrl).toMatch(
        new RegExp(`^${commerce.url}/wp-content/uploads/.+-300x300\\.webp$`),
      );
      // The document's price fragments cover simple, variable and external products; the grouped
      // product has none (its price is checked in group-product.test.ts).
      if (node.type !== 'GROUPED') expect(Number(highest(node.rawPrice))).toBeGreaterThan(0);
    }
    const types = new Set(products.nodes.map((node: Tree) => node.type));
    expect(types).toEqual(new Set(['SIMPLE', 'VARIABLE', 'EXTERNAL', 'GROUPED']));
  });

  it('restricts to categories by slug and pages with cursors', async () => {
    const all = await commerce.run('getProducts', { slug: ['coffin'] });
    const coffins = all.data?.products.nodes as Tree[];
    expect(coffins.length).toBe(10);
    for (const node of coffins)
      expect(node.productCategories.nodes.map((c: Tree) => c.slug)).toContain('coffin');
    const first = await commerce.run('getProducts', { slug: ['coffin'], first: 4 });
    expect(first.data?.products.pageInfo.hasNextPage).toBe(true);
    const second = await commerce.run('getProducts', {
      slug: ['coffin'],
      first: 4,
      after: first.data?.products.pageInfo.endCursor,
    });
    const paged = [...(first.data?.products.nodes ?? []), ...(second.data?.products.nodes ?? [])].map(
      (node: Tree) => node.slug,
    );
    expect(paged).toEqual(coffins.slice(0, 8).map((node) => node.slug));
  });

  it('sorts by the highest price, descending', async () => {
    const { data } = await commerce.run('getProducts', { orderby: 'PRICE' });
    const prices = (data?.products.nodes as Tree[])
      .filter((node) => node.type !== 'GROUPED')
      .map((node) => highest(node.rawPrice));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it('includes a category’s subcategories', async () => {
    const { data } = await commerce.run('getProducts', { slug: ['accessories'] });
    const slugs = (data?.products.nodes as Tree[]).map((node) => node.slug);
    expect(slugs).toContain('brush-on-nail-glue');
    expect(slugs).toContain('pro-led-nail-lamp');
  });
});
