import { describe, expect, it } from 'vitest';
import {
  attributeTermStandIn,
  renameUnknownAttributeTerms,
  shopSpecificTypesTransport,
} from '../../src/upstreams/shop-specific-types.ts';

const known = new Set(['PaFinish', 'PaSize', 'VariableProduct', 'GlobalProductAttribute']);

describe("a shop's own attribute term types", () => {
  it('answers a term of an attribute the schema does not name (PaShape) as the stand-in, and leaves known types alone', () => {
    const data = {
      product: {
        __typename: 'VariableProduct',
        attributes: {
          nodes: [
            {
              __typename: 'GlobalProductAttribute',
              terms: { nodes: [{ __typename: 'PaFinish', slug: 'glossy' }] },
            },
            {
              __typename: 'GlobalProductAttribute',
              terms: { nodes: [{ __typename: 'PaShape', slug: 'almond' }] },
            },
          ],
        },
        // Not an attribute term type: an unknown name of another kind is not this module's business.
        extra: { __typename: 'Panel' },
      },
    };
    renameUnknownAttributeTerms(data, known);
    const terms = data.product.attributes.nodes.map((node) => node.terms.nodes[0]!);
    expect(terms).toEqual([
      { __typename: 'PaFinish', slug: 'glossy' },
      { __typename: attributeTermStandIn, slug: 'almond' },
    ]);
    expect(data.product.__typename).toBe('VariableProduct');
    expect(data.product.extra.__typename).toBe('Panel');
  });

  it('renames in every answer the transport passes on, errors kept', async () => {
    const transport = shopSpecificTypesTransport(
      async () => ({ data: { term: { __typename: 'PaColour', name: 'Red' } }, errors: [] }),
      known,
    );
    const result = await transport({ document: undefined as never }, { idempotent: true });
    expect(result).toEqual({ data: { term: { __typename: attributeTermStandIn, name: 'Red' } }, errors: [] });
  });
});
