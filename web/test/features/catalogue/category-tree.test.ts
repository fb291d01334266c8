import { describe, expect, it } from 'vitest';
import { categoryTree } from '../../../src/features/catalogue/category-tree.ts';

describe('categoryTree', () => {
  it('puts each parent before its children, indented one level, and keeps the order within a level', () => {
    const tree = categoryTree([
      { slug: 'almond', name: 'Almond', count: 12, parent: 'shapes' },
      { slug: 'chrome', name: 'Chrome', count: 5 },
      { slug: 'coffin', name: 'Coffin', count: 9, parent: 'shapes' },
      { slug: 'long-coffin', name: 'Long coffin', count: 2, parent: 'coffin' },
      { slug: 'shapes', name: 'Shapes', count: 30, parent: null },
    ]);
    expect(tree.map(({ slug, depth }) => `${depth}:${slug}`)).toEqual([
      '0:chrome',
      '0:shapes',
      '1:almond',
      '1:coffin',
      '2:long-coffin',
    ]);
  });

  it('shows a category whose parent is not offered at the top', () => {
    const tree = categoryTree([{ slug: 'almond', name: 'Almond', count: 3, parent: 'shapes' }]);
    expect(tree).toEqual([{ slug: 'almond', name: 'Almond', count: 3, parent: 'shapes', depth: 0 }]);
  });
});
