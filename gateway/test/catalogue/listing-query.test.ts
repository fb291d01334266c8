import { describe, expect, it } from 'vitest';
import { parseListingArgs, splitFilterEntries } from '../../src/catalogue/listing-query.ts';

const limits = { defaultPerPage: 24, maxPerPage: 100 };
const parse = (filter: string) => parseListingArgs({ filter }, limits);

function badEntry(filter: string): { code: unknown; entry: unknown; message: string } {
  try {
    parse(filter);
  } catch (error) {
    const { extensions, message } = error as { extensions: Record<string, unknown>; message: string };
    return { code: extensions.code, entry: extensions.entry, message };
  }
  throw new Error(`filter ${filter} was accepted`);
}

describe('filter parsing (behaviour §2 product list query parameters)', () => {
  it('splits entries on commas outside brackets only', () => {
    expect(splitFilterEntries('category[a,b],price[1,2],sale[true]')).toEqual([
      'category[a,b]',
      'price[1,2]',
      'sale[true]',
    ]);
    expect(splitFilterEntries('category[a],,sale[true],')).toEqual(['category[a]', 'sale[true]']);
  });

  it('reads every kind of entry', () => {
    const query = parse(
      'category[Rings,almond],price[10,20.5],rating[4],sale[true],pa_color[Light Pink,red],length[short]',
    );
    expect(query.categories).toEqual(['rings', 'almond']);
    expect(query.price).toEqual({ min: 10, max: 20.5 });
    expect(query.minRating).toBe(4);
    expect(query.saleOnly).toBe(true);
    expect(Object.fromEntries(query.attributes)).toEqual({ color: ['lightpink', 'red'], length: ['short'] });
  });

  it('defaults to date, DESC, page 1 and 24 per page', () => {
    expect(parseListingArgs({}, limits)).toMatchObject({
      orderby: 'date',
      order: 'DESC',
      page: 1,
      perPage: 24,
      saleOnly: false,
    });
    expect(parse('sale[false]').saleOnly).toBe(false);
  });

  it.each([
    ['price[10]', 'price[10]'],
    ['price[a,b]', 'price[a,b]'],
    ['price[20,10]', 'price[20,10]'],
    ['rating[x]', 'rating[x]'],
    ['rating[6]', 'rating[6]'],
    ['sale[maybe]', 'sale[maybe]'],
    ['category[a],colour', 'colour'],
    ['category[a', 'category[a'],
    ['color[]', 'color[]'],
    ['pa_sale[true]', 'pa_sale[true]'],
  ])('refuses %s with BAD_USER_INPUT naming %s', (filter, entry) => {
    const result = badEntry(filter);
    expect(result.code).toBe('BAD_USER_INPUT');
    expect(result.entry).toBe(entry);
    expect(result.message).toContain(entry);
  });

  it('reads a bare sale as sale[true] (behaviour §2 lists sale as a key)', () => {
    expect(parse('sale').saleOnly).toBe(true);
    expect(parse('category[a],SALE').saleOnly).toBe(true);
    expect(badEntry('sale[]')).toMatchObject({ code: 'BAD_USER_INPUT', entry: 'sale[]' });
    expect(badEntry('garbage[[[')).toMatchObject({ code: 'BAD_USER_INPUT', entry: 'garbage[[[' });
  });

  it('refuses bad orderby, order, page and perPage', () => {
    expect(() => parseListingArgs({ orderby: 'popularity' }, limits)).toThrow(/orderby must be one of/);
    expect(() => parseListingArgs({ order: 'up' }, limits)).toThrow(/ASC or DESC/);
    expect(() => parseListingArgs({ page: 0 }, limits)).toThrow(/page must be 1 or more/);
    expect(() => parseListingArgs({ perPage: 101 }, limits)).toThrow(/perPage must be between 1 and 100/);
    expect(parseListingArgs({ orderby: 'Price', order: 'asc' }, limits)).toMatchObject({
      orderby: 'price',
      order: 'ASC',
    });
  });
});
