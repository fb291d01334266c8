import { describe, expect, it } from 'vitest';
import { pickerAttributes } from '../../../src/features/product/PurchasePanel.tsx';
import productRouteQuery from '../../../src/__generated__/ProductRouteQuery.graphql.ts';
import persisted from '../../../src/__generated__/persisted-queries.json';

const terms = (...names: string[]) => ({
  nodes: names.map((name) => ({ slug: name.toLowerCase(), name })),
});

describe("a product's options in the shop's own order", () => {
  it('shows the terms in the order commerce lists them, never re-sorted by name', () => {
    const picker = pickerAttributes([
      { name: 'pa_length', label: 'Length', variation: true, terms: terms('Short', 'Medium', 'Long') },
      { name: 'pa_size', label: 'Size', variation: true, terms: terms('XS', 'S', 'M', 'L') },
      { name: 'pa_shape', label: 'Shape', variation: false, terms: terms('Coffin') },
    ]);
    expect(
      picker.map((attribute) => [attribute.label, attribute.options.map((option) => option.label)]),
    ).toEqual([
      ['Length', ['Short', 'Medium', 'Long']],
      ['Size', ['XS', 'S', 'M', 'L']],
    ]);
  });

  it('asks commerce for the terms by the shop’s custom order, ascending (WPGraphQL sorts by name unless told)', () => {
    // The product page's operation exactly as the browser sends it (its persisted text).
    const productPage = (persisted as Record<string, string>)[productRouteQuery.params.id ?? ''];
    expect(productPage).toContain('terms(first: 30, where: {orderby: MENU_ORDER, order: ASC})');
  });
});
