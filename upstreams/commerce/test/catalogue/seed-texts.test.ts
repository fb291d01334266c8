import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sizingGuidePdf } from '../../src/seed/sizing-guide-pdf.ts';
import { startTestCommerce, type TestCommerce, type Tree } from '../support/catalogue/harness.ts';

/**
 * The seeded texts agree with each other and with the storefront (behaviour §1 content): one size
 * chart (30 nails in 15 sizes, sizes 0 to 14, as the size guide page says), no doubled words in
 * product names, and the studio where pick-up happens is the one the contact page names (Berlin).
 */
let commerce: TestCommerce;
beforeAll(async () => {
  commerce = await startTestCommerce();
});
afterAll(async () => commerce?.close());

async function products(): Promise<{ name: string; sku: string; description: string }[]> {
  const answer = await commerce.query<Tree>(
    '{ products(first: 100) { nodes { name sku description(format: RAW) } } }',
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.products.nodes;
}

describe('seeded texts', () => {
  it('name no word twice in a row and describe every nail set with the size chart of the size guide', async () => {
    const all = await products();
    for (const product of all) expect(product.name).not.toMatch(/\b(\w+) \1\b/i);
    expect(all.map((p) => p.name)).toContain('Matte Nude Stiletto Press-On Nails');
    const sets = all.filter((p) => p.sku.startsWith('NS-'));
    expect(sets.length).toBeGreaterThan(40);
    for (const set of sets) {
      expect(set.description).toContain('30 reusable nails in 15 sizes');
      expect(set.description).not.toMatch(/24 reusable|12 sizes/);
    }
    const guides = all.filter((p) => /sizing (guide|kit)/i.test(p.name));
    expect(guides.length).toBeGreaterThan(0);
    for (const guide of guides) expect(guide.description).toContain('sizes 0 to 14');
  });

  it('draws all 15 sizes in the printable guide', () => {
    const pdf = sizingGuidePdf().toString('latin1');
    expect(pdf.match(/ re S /g)).toHaveLength(15);
    expect(pdf).toContain('(14) Tj');
    expect(pdf).not.toContain('Press-On Nails - Printable');
  });

  it('offers pick-up at the Berlin studio the contact page names', async () => {
    const id = (
      await commerce.query<Tree>(
        '{ products(first: 1, where: { type: SIMPLE, stockStatus: [IN_STOCK], search: "Press-On" }) { nodes { databaseId } } }',
      )
    ).data!.products.nodes[0].databaseId as number;
    // One session: the woocommerce-session header of the first answer goes with the next calls.
    let session = '';
    const call = async (query: string, variables: Record<string, unknown> = {}) => {
      const response = await fetch(`${commerce.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(session ? { 'woocommerce-session': `Session ${session}` } : {}),
        },
        body: JSON.stringify({ query, variables }),
      });
      session = response.headers.get('woocommerce-session') ?? session;
      return (await response.json()) as Tree;
    };
    await call('mutation ($id: Int!) { addToCart(input: { productId: $id }) { cart { isEmpty } } }', { id });
    await call(
      'mutation { updateCustomer(input: { isSession: true, shipping: { country: DE } }) { customer { id } } }',
    );
    const cart = await call('{ cart { availableShippingMethods { rates { label } } } }');
    const labels = cart.data.cart.availableShippingMethods.flatMap((p: Tree) =>
      p.rates.map((r: Tree) => r.label),
    );
    expect(labels).toContain('Pick up at our Berlin studio');
  });
});
