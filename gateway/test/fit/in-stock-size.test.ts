import { describe, expect, it } from 'vitest';
import { toFacts } from '../../src/catalogue/listing-index.ts';
import { parseListingArgs } from '../../src/catalogue/listing-query.ts';

const limits = { defaultPerPage: 24, maxPerPage: 100 };
const sizes = {
  name: 'pa_size',
  label: 'Size',
  terms: { nodes: ['xs', 's', 'm', 'l'].map((slug) => ({ slug, name: slug.toUpperCase() })) },
};
const variation = (size: string, stockStatus: string) => ({
  stockStatus,
  attributes: {
    nodes: [
      { name: 'pa_length', value: 'short' },
      { name: 'pa_size', value: size },
    ],
  },
});

describe('"in stock in my size" facts (listing index)', () => {
  it('lists the sizes with a variation she can buy now', () => {
    const facts = toFacts({
      databaseId: 1,
      attributes: { nodes: [sizes] },
      variations: {
        nodes: [
          variation('m', 'OUT_OF_STOCK'),
          variation('s', 'IN_STOCK'),
          variation('l', 'ON_BACKORDER'),
          variation('xs', 'OUT_OF_STOCK'),
        ],
      },
    });
    expect(facts.inStockSizes).toEqual(['s', 'l']);
  });

  it('a variation for any size counts for every size; a product without sizes has none', () => {
    expect(
      toFacts({
        databaseId: 2,
        attributes: { nodes: [sizes] },
        variations: { nodes: [variation('', 'IN_STOCK')] },
      }).inStockSizes,
    ).toEqual(['xs', 's', 'm', 'l']);
    expect(toFacts({ databaseId: 3, stockStatus: 'IN_STOCK' }).inStockSizes).toBeUndefined();
    expect(
      toFacts({ databaseId: 4, stockStatus: 'OUT_OF_STOCK', attributes: { nodes: [sizes] } }).inStockSizes,
    ).toEqual([]);
  });
});

describe('the in-stock-size filter entry', () => {
  it('is read as sizes, not as an attribute', () => {
    const query = parseListingArgs({ filter: 'in-stock-size[M],size[m]' }, limits);
    expect(query.inStockSizes).toEqual(['m']);
    expect([...query.attributes.keys()]).toEqual(['size']);
  });

  it('refuses an empty one like any entry without values', () => {
    expect(() => parseListingArgs({ filter: 'in-stock-size[]' }, limits)).toThrow(/at least one value/);
  });
});
