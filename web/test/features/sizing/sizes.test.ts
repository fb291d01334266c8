import { describe, expect, it } from 'vitest';
import { closestKit, sizeForWidth } from '../../../src/features/sizing/sizes.ts';

describe('size finder', () => {
  it('gives the exact size for a width on the chart', () => {
    expect(sizeForWidth(16)).toBe(2);
    expect(sizeForWidth(7)).toBe(14);
  });

  it('takes the larger size for a width between two sizes', () => {
    expect(sizeForWidth(15.4)).toBe(2);
    expect(sizeForWidth(6)).toBe(14);
  });

  it('has no size for a nail wider than size 0 or for nonsense', () => {
    expect(sizeForWidth(19)).toBeUndefined();
    expect(sizeForWidth(0)).toBeUndefined();
    expect(sizeForWidth(Number.NaN)).toBeUndefined();
  });

  it('suggests the closest ready-made kit', () => {
    expect(closestKit({ thumb: 16, index: 13, middle: 14, ring: 12.5, pinky: 11 })).toBe('M');
    expect(closestKit({ thumb: 14.2 })).toBe('XS');
    expect(closestKit({})).toBeUndefined();
  });
});
