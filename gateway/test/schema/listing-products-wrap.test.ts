import { parse, print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { unwrapNodes } from '../../src/schema/gateway-fields.ts';

type WrappedRequest = Parameters<typeof unwrapNodes.transformRequest>[0];
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('the listing page delegation (CatalogueListing.products)', () => {
  it('wraps only the root products field in nodes, not a grouped product’s products in a fragment', () => {
    const document = parse(`
      query { products(first: 2, where: { include: [1, 2] }) { ...Card } }
      fragment Card on Product { name ... on GroupProduct { products(first: 10) { nodes { onSale } } } }
    `);
    const request = unwrapNodes.transformRequest({ document, variables: {} } as WrappedRequest);
    const text = flat(print(request.document));
    expect(text).toContain(
      'products(first: 2, where: {include: [1, 2]}) { nodes { ...Card __gatewayOrderId: databaseId } }',
    );
    expect(text).toContain('products(first: 10) { nodes { onSale } }');
    expect(text).not.toContain('nodes { nodes');
  });
});
