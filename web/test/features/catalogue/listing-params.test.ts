import { describe, expect, it } from 'vitest';
import {
  listingPath,
  listingProblems,
  listingVariables,
  parseFilter,
  readFilter,
  serializeFilter,
  sortOf,
  setEntry,
  toggleValue,
} from '../../../src/features/catalogue/listing-params.ts';

describe('listing URL parameters', () => {
  it('reads and writes the filter format of behaviour §2', () => {
    const entries = parseFilter('category[almond,coffin],price[10,25],rating[4],sale[true],pa-size[s]');
    expect(entries).toEqual({
      category: ['almond', 'coffin'],
      price: ['10', '25'],
      rating: ['4'],
      sale: ['true'],
      'pa-size': ['s'],
    });
    expect(parseFilter(serializeFilter(entries))).toEqual(entries);
    expect(serializeFilter({ sale: ['true'], category: [] })).toBe('sale[true]');
  });

  it('toggles values and drops emptied entries', () => {
    const once = toggleValue({}, 'finish', 'glossy');
    expect(serializeFilter(once)).toBe('finish[glossy]');
    expect(serializeFilter(toggleValue(once, 'finish', 'glossy'))).toBe('');
    expect(setEntry({ rating: ['4'] }, 'rating', undefined)).toEqual({});
  });

  it('takes the page from the path and refuses pages that are not positive integers', () => {
    const url = new URL('http://shop/products/page/3?orderby=price&order=asc&search=%20nude%20');
    expect(listingVariables({ pageNumber: '3' }, url)).toEqual({
      category: null,
      search: 'nude',
      filter: null,
      orderby: 'price',
      order: 'ASC',
      page: 3,
      perPage: 24,
    });
    expect(listingVariables({ pageNumber: '0' }, url)).toBeUndefined();
    expect(listingVariables({ pageNumber: 'two' }, url)).toBeUndefined();
    expect(listingPath('almond', 1)).toBe('/product-category/almond');
    expect(listingPath(undefined, 2)).toBe('/products/page/2');
  });

  it('drops what the shared grammar cannot read, names it, and keeps the rest (sale alone is sale[true])', () => {
    const variables = (query: string) => listingVariables({}, new URL(`http://shop/products?${query}`));
    expect(variables('filter=sale')).toMatchObject({ filter: 'sale[true]', orderby: null });
    expect(variables('filter=sale[]')).toMatchObject({ filter: null });
    expect(variables('filter=garbage[[[')).toMatchObject({ filter: null });
    expect(variables('filter=price[10],category[almond],pa_color[red]&orderby=bogus&order=up')).toMatchObject(
      {
        filter: 'category[almond],color[red]',
        orderby: null,
        order: null,
      },
    );
    const problems = listingProblems(
      new URLSearchParams('filter=price[10],sale[],category[almond]&orderby=bogus&order=DESC'),
    );
    expect(problems.map((problem) => [problem.argument, problem.entry])).toEqual([
      ['filter', 'price[10]'],
      ['filter', 'sale[]'],
      ['orderby', 'bogus'],
    ]);
    expect(listingProblems(new URLSearchParams('filter=sale,category[a]'))).toEqual([]);
    expect(readFilter('sale[false],rating[4]').entries).toEqual({ rating: ['4'] });
    expect(sortOf(new URLSearchParams('orderby=bogus&order=asc'))).toEqual({ orderby: 'date', order: 'ASC' });
  });
});
