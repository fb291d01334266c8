import { describe, expect, it } from 'vitest';
import { readableTextColor } from '../../src/lib/contrast.ts';

describe('banner text colour', () => {
  it('is dark on light backgrounds and white on dark ones', () => {
    expect(readableTextColor('#f8e1e7')).toBe('#331629');
    expect(readableTextColor('#fff')).toBe('#331629');
    expect(readableTextColor('#4a2040')).toBe('#ffffff');
  });

  it('leaves colours it cannot read to the stylesheet', () => {
    expect(readableTextColor('rebeccapurple')).toBeUndefined();
  });
});
