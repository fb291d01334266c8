import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { deepFreeze, isPublicOperation, publicKey, tagsDroppedBy } from '../../src/cache/policy.ts';

describe('cache policy', () => {
  it('treats a catalogue-only query as public', () => {
    expect(
      isPublicOperation(
        parse('query L { products(first: 2) { nodes { id } } storeSettings { currency } }'),
        'L',
      ),
    ).toBe(true);
  });

  it('never treats a per-shopper field or a mutation as public', () => {
    expect(
      isPublicOperation(parse('query C { products(first: 1) { nodes { id } } cart { total } }'), 'C'),
    ).toBe(false);
    expect(isPublicOperation(parse('mutation M { addToCart(input: {}) { cart { total } } }'), 'M')).toBe(
      false,
    );
    expect(isPublicOperation(parse('query V { viewer { id } }'), undefined)).toBe(false);
  });

  it('freezes a cached value all the way down, so a reader cannot empty a shared listing', () => {
    const page = deepFreeze({ nodes: [{ id: 'a', tags: ['x'] }], total: 1 });
    expect(() => {
      (page.nodes as { id: string }[]).length = 0;
    }).toThrow(TypeError);
    expect(() => {
      (page.nodes[0] as { id: string }).id = 'b';
    }).toThrow(TypeError);
    expect(page.nodes).toEqual([{ id: 'a', tags: ['x'] }]);
  });

  it('keys a public answer by its catalogue version and language, so a change or a language never shares one', () => {
    const listing = publicKey('response', '7', 'en', 'query L { catalogue { total } }', 'L', '{}');
    expect(publicKey('response', '7', 'en', 'query L { catalogue { total } }', 'L', '{}')).toBe(listing);
    expect(publicKey('response', '8', 'en', 'query L { catalogue { total } }', 'L', '{}')).not.toBe(listing);
    expect(publicKey('response', '7', 'de', 'query L { catalogue { total } }', 'L', '{}')).not.toBe(listing);
    expect(publicKey('listing', '7', 'en', 'query L { catalogue { total } }', 'L', '{}')).not.toBe(listing);
  });

  it('drops every stored entry, the lists, the content and every answer showing a changed product', () => {
    expect(tagsDroppedBy({ topic: 'product.updated', productIds: [12, 3] })).toEqual([
      'catalogue',
      'lists',
      'content',
      'product:12',
      'product:3',
    ]);
  });
});
