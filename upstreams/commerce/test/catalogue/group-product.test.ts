import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, parse, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCommerceSdl } from '../../src/graphql/schema.ts';
import {
  operationsDir,
  startTestCommerce,
  type TestCommerce,
  type Tree,
} from '../support/catalogue/harness.ts';

/**
 * WooGraphQL fidelity (GroupProduct, `products` returning ProductUnion): the WooNuxt-style
 * documents in test/support/operations/woonuxt validate against schema/commerce.graphql and run against
 * the embedded back end, and the seeded grouped product lists its children.
 */
const woonuxtDir = path.join(operationsDir, 'woonuxt');
const documents = readdirSync(woonuxtDir)
  .filter((file) => file.endsWith('.graphql'))
  .map((file) => [file, readFileSync(path.join(woonuxtDir, file), 'utf8')] as const);

let commerce: TestCommerce;
beforeAll(async () => {
  commerce = await startTestCommerce();
});
afterAll(async () => commerce?.close());

describe('WooNuxt-style documents', () => {
  const schema = buildSchema(loadCommerceSdl());

  it('covers the fragments the dialect advertises: SimpleProduct, VariableProduct, ExternalProduct, GroupProduct', () => {
    const all = documents.map(([, text]) => text).join('\n');
    for (const type of ['SimpleProduct', 'VariableProduct', 'ExternalProduct', 'GroupProduct'])
      expect(all).toMatch(new RegExp(`on ${type}\\b`));
  });

  it.each(documents)('%s validates against schema/commerce.graphql', (_file, text) => {
    expect(validate(schema, parse(text)).map((error) => error.message)).toEqual([]);
  });

  it('runs unchanged: the listing mixes product types and shows the grouped product with its children', async () => {
    const listing = await commerce.query<Tree>(
      documents.find(([file]) => file === 'getProducts.graphql')![1],
    );
    expect(listing.errors).toBeUndefined();
    const nodes = listing.data!.products.nodes as Tree[];
    expect(new Set(nodes.map((node) => node.type))).toEqual(
      new Set(['SIMPLE', 'VARIABLE', 'EXTERNAL', 'GROUPED']),
    );
    const trio = nodes.find((node) => node.slug === 'french-tips-trio')!;
    expect(trio).toMatchObject({ name: 'French Tips Trio', type: 'GROUPED', addToCartText: 'View products' });
    const children = trio.products.nodes as Tree[];
    expect(children).toHaveLength(3);
    for (const child of children) {
      expect(child.slug).toMatch(/french.*-press-on-nails$/);
      expect(child.price).toMatch(/^€\d+\.\d\d$/);
    }
    // The group's price is the range of its children's prices, as WooCommerce shows it.
    const prices = children.map((child) => Number(child.rawPrice));
    const [low, high] = [Math.min(...prices), Math.max(...prices)].map((value) => `€${value.toFixed(2)}`);
    expect(trio.price).toBe(low === high ? low : `${low} - ${high}`);
  });

  it('answers the grouped product page and filters by type GROUPED, never as EXTERNAL', async () => {
    const page = await commerce.query<Tree>(documents.find(([file]) => file === 'getProduct.graphql')![1], {
      slug: 'french-tips-trio',
    });
    expect(page.errors).toBeUndefined();
    expect(page.data!.product).toMatchObject({ type: 'GROUPED', sku: 'GRP-FRENCH-TRIO' });
    expect(page.data!.product.products.nodes).toHaveLength(3);
    const typed = await commerce.query<Tree>(`{
      grouped: products(where: { type: GROUPED }) { nodes { __typename slug purchasable } }
      external: products(where: { type: EXTERNAL }) { nodes { __typename slug } }
    }`);
    expect(typed.data!.grouped.nodes).toEqual([
      { __typename: 'GroupProduct', slug: 'french-tips-trio', purchasable: false },
    ]);
    expect(typed.data!.external.nodes.map((node: Tree) => node.__typename)).toEqual([
      'ExternalProduct',
      'ExternalProduct',
    ]);
  });
});
