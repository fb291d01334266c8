import { describe, expect, it } from 'vitest';
import { buyAgainPlan, type BoughtLine } from '../../../src/features/orders/buyAgain.ts';

const glue: BoughtLine = {
  productId: 11,
  quantity: 2,
  product: { node: { name: 'Nail Glue', stockStatus: 'IN_STOCK' } },
};

// A variation that leaves its finish open ("any finish"): the finish bought is in the line's meta.
const almond: BoughtLine = {
  productId: 20,
  variationId: 21,
  quantity: 1,
  metaData: [
    { key: 'pa_length', value: 'medium' },
    { key: 'pa_finish', value: 'matte' },
    { key: '_reduced_stock', value: '1' },
  ],
  product: { node: { name: 'Almond Dream' } },
  variation: {
    node: {
      name: 'Almond Dream - Medium, M',
      stockStatus: 'IN_STOCK',
      attributes: {
        nodes: [
          { name: 'pa_length', value: 'medium' },
          { name: 'pa_size', value: 'm' },
          { name: 'pa_finish', value: '' },
        ],
      },
    },
  },
};

describe('buy again', () => {
  it('asks for every line again with its product, variation, options and quantity', () => {
    expect(buyAgainPlan([glue, almond])).toEqual({
      adds: [
        { name: 'Nail Glue', input: { productId: 11, quantity: 2 } },
        {
          name: 'Almond Dream - Medium, M',
          input: {
            productId: 20,
            quantity: 1,
            variationId: 21,
            variation: [
              { attributeName: 'pa_length', attributeValue: 'medium' },
              { attributeName: 'pa_size', attributeValue: 'm' },
              { attributeName: 'pa_finish', attributeValue: 'matte' },
            ],
          },
        },
      ],
      notAdded: [],
    });
  });

  it('names a line the shop no longer sells or has run out of, with why, instead of dropping it', () => {
    const plan = buyAgainPlan([
      { ...glue, product: { node: { name: 'Nail Glue', stockStatus: 'OUT_OF_STOCK' } } },
      { ...almond, variation: null },
      { productId: 30, quantity: 1, product: null },
    ]);
    expect(plan.adds).toEqual([]);
    expect(plan.notAdded).toEqual([
      { name: 'Nail Glue', reason: 'outOfStock' },
      { name: 'Almond Dream', reason: 'noLongerSold' },
      { name: '', reason: 'noLongerSold' },
    ]);
  });

  it('goes by the variation’s stock, not its parent’s', () => {
    const soldOut = {
      ...almond,
      variation: { node: { ...almond.variation!.node, stockStatus: 'OUT_OF_STOCK' } },
    };
    expect(buyAgainPlan([soldOut]).notAdded).toEqual([
      { name: 'Almond Dream - Medium, M', reason: 'outOfStock' },
    ]);
  });
});
