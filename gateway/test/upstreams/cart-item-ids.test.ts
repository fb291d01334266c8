import { buildSchema, parse, print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadCommerceSdl } from '@nails/schema/commerce-capabilities.ts';
import { askCartItemKeysForIds, cartItemIdTransport } from '../../src/upstreams/cart-item-ids.ts';

const schema = buildSchema(loadCommerceSdl());
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('cart line ids (WooGraphQL 1.0.2 fails on CartItem.id)', () => {
  it('asks a cart line for its key under the response key id, on the interface and on its type alike', () => {
    const document = parse(`{
      cart { contents { nodes { id key quantity ... on SimpleCartItem { lineId: id }
        product { node { id name } } } } }
    }`);
    const sent = squash(print(askCartItemKeysForIds(document, schema)));
    expect(sent).toContain('nodes { id: key key quantity ... on SimpleCartItem { lineId: key }');
    // Other nodes keep their id.
    expect(sent).toContain('product { node { id name } }');
  });

  it('sends the rewritten document, the same one for the same request document', async () => {
    const seen: string[] = [];
    const transport = cartItemIdTransport(async (request) => {
      seen.push(squash(print(request.document)));
      return { data: { cart: { contents: { nodes: [{ id: 'abc123' }] } } } };
    }, schema);
    const document = parse('{ cart { contents { nodes { id } } } }');
    const result = await transport({ document }, { idempotent: true });
    await transport({ document }, { idempotent: true });
    expect(seen).toEqual([
      '{ cart { contents { nodes { id: key } } } }',
      '{ cart { contents { nodes { id: key } } } }',
    ]);
    expect(result.data).toEqual({ cart: { contents: { nodes: [{ id: 'abc123' }] } } });
  });
});
