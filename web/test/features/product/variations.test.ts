import { describe, expect, it } from 'vitest';
import {
  anyPositions,
  attributeKey,
  defaultSelection,
  isOptionAvailable,
  matchVariation,
  type PickerAttribute,
  type PickerVariation,
} from '../../../src/features/product/variations.ts';

const attributes: PickerAttribute[] = [
  {
    key: 'size',
    label: 'Size',
    options: [
      { value: 'small', label: 'Small' },
      { value: 'medium', label: 'Medium' },
      { value: 'large', label: 'Large' },
    ],
  },
  {
    key: 'length',
    label: 'Length',
    options: [
      { value: 'short', label: 'Short' },
      { value: 'extra-long', label: 'Extra long' },
    ],
  },
];
const variations: PickerVariation[] = [
  {
    databaseId: 1,
    attributes: [
      { name: 'pa_size', value: 'small' },
      { name: 'pa_length', value: 'short' },
    ],
  },
  {
    databaseId: 2,
    attributes: [
      { name: 'PA_SIZE', value: 'Medium' },
      { name: 'pa_length', value: '' },
    ],
  },
  {
    databaseId: 3,
    attributes: [
      { name: 'pa_size', value: 'large' },
      { name: 'pa_length', value: 'extra long' },
    ],
  },
];

describe('variation picking (behaviour §3)', () => {
  it('drops pa_ and compares names and values ignoring case, hyphens and spaces', () => {
    expect(attributeKey('pa_Size')).toBe('size');
    expect(matchVariation(attributes, variations, { size: 'large', length: 'extra-long' })?.databaseId).toBe(
      3,
    );
  });

  it('treats an empty variation value as any value', () => {
    expect(matchVariation(attributes, variations, { size: 'medium', length: 'extra-long' })?.databaseId).toBe(
      2,
    );
    expect(matchVariation(attributes, variations, { size: 'medium', length: 'short' })?.databaseId).toBe(2);
  });

  it('disables options that no variation can reach with the current selection', () => {
    expect(isOptionAvailable(variations, { size: 'small' }, 'length', 'extra-long')).toBe(false);
    expect(isOptionAvailable(variations, { size: 'small' }, 'length', 'short')).toBe(true);
    expect(isOptionAvailable(variations, { length: 'extra-long' }, 'size', 'small')).toBe(false);
  });

  it('finds nothing until every attribute is chosen', () => {
    expect(matchVariation(attributes, variations, { size: 'small' })).toBeUndefined();
  });

  it('marks attribute positions no variation sets as any value', () => {
    const loose: PickerVariation[] = [
      {
        databaseId: 9,
        attributes: [
          { name: 'pa_size', value: 'small' },
          { name: 'pa_length', value: '' },
        ],
      },
    ];
    expect([...anyPositions(attributes, loose)]).toEqual(['length']);
  });

  it('starts from the default attributes', () => {
    expect(defaultSelection(attributes, [{ name: 'pa_size', value: 'Medium' }])).toEqual({ size: 'medium' });
  });
});
