import { describe, expect, it } from 'vitest';
import { visibleAttributes } from '../../../src/features/product/visibleAttributes.ts';

const length = {
  name: 'pa_length',
  label: 'Length',
  visible: true,
  options: ['short', 'long'],
  terms: {
    nodes: [
      { slug: 'short', name: 'Short' },
      { slug: 'medium', name: 'Medium' },
      { slug: 'long', name: 'Long' },
    ],
  },
};

describe('the "Additional information" rows', () => {
  it('names a global attribute’s options by its terms, in the product’s order', () => {
    expect(visibleAttributes([length])).toEqual([
      { name: 'pa_length', label: 'Length', values: ['Short', 'Long'] },
    ]);
  });

  it('shows a local attribute’s own texts and leaves out what the owner hid', () => {
    const rows = visibleAttributes([
      { name: 'Wear time', label: 'Wear time', visible: true, options: ['Up to 2 weeks'] },
      { name: 'pa_finish', label: 'Finish', visible: false, options: ['glossy'] },
      length,
    ]);
    expect(rows.map((row) => [row.label, row.values.join(', ')])).toEqual([
      ['Wear time', 'Up to 2 weeks'],
      ['Length', 'Short, Long'],
    ]);
  });

  it('keeps a slug no term names rather than dropping the value, and skips an attribute with no value', () => {
    const rows = visibleAttributes([
      { ...length, options: ['extra-long'] },
      { name: 'pieces', label: null, visible: true, options: [] },
    ]);
    expect(rows).toEqual([{ name: 'pa_length', label: 'Length', values: ['extra-long'] }]);
  });
});
