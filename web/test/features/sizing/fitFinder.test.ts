import { describe, expect, it } from 'vitest';
import { measurementsOf } from '../../../src/features/sizing/fitFinder.ts';
import {
  isOptionInStock,
  withMySize,
  type PickerAttribute,
} from '../../../src/features/product/variations.ts';

describe('the finder sends what she typed', () => {
  it('reads a decimal comma, thumb to pinky', () => {
    expect(
      measurementsOf('width', { thumb: '15,5', index: '12.8', middle: '13,6', ring: '12.1', pinky: '10,9' }),
    ).toEqual({ widthsMm: [15.5, 12.8, 13.6, 12.1, 10.9], kitSizes: null });
  });

  it('leaves out empty fields, so the gateway says all five are needed', () => {
    expect(measurementsOf('kit', { thumb: '2', index: '', middle: '4' })).toEqual({
      widthsMm: null,
      kitSizes: [2, 4],
    });
  });
});

const attributes: PickerAttribute[] = [
  { key: 'length', label: 'Length', options: [{ value: 'short', label: 'Short' }] },
  {
    key: 'size',
    label: 'Size',
    options: ['xs', 's', 'm', 'l'].map((value) => ({ value, label: value.toUpperCase() })),
  },
];

describe('her size on a product page', () => {
  it('is chosen when the set comes in it, and left alone when it does not', () => {
    expect(withMySize(attributes, { length: 'short', size: 's' }, 'm')).toEqual({
      length: 'short',
      size: 'm',
    });
    expect(withMySize(attributes, { length: 'short' }, 'xl')).toEqual({ length: 'short' });
    expect(withMySize(attributes, { length: 'short' }, undefined)).toEqual({ length: 'short' });
  });

  it('a size sold out in the chosen length says so before she picks it', () => {
    const variations = [
      {
        databaseId: 1,
        stockStatus: 'OUT_OF_STOCK',
        attributes: [
          { name: 'pa_length', value: 'short' },
          { name: 'pa_size', value: 'm' },
        ],
      },
      {
        databaseId: 2,
        stockStatus: 'IN_STOCK',
        attributes: [
          { name: 'pa_length', value: 'long' },
          { name: 'pa_size', value: 'm' },
        ],
      },
      {
        databaseId: 3,
        stockStatus: 'IN_STOCK',
        attributes: [
          { name: 'pa_length', value: 'short' },
          { name: 'pa_size', value: 's' },
        ],
      },
    ];
    expect(isOptionInStock(variations, { length: 'short' }, 'size', 'm')).toBe(false);
    expect(isOptionInStock(variations, { length: 'long' }, 'size', 'm')).toBe(true);
    expect(isOptionInStock(variations, { length: 'short' }, 'size', 's')).toBe(true);
  });
});
