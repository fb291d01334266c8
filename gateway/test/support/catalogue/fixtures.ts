import type { ListingFacts } from '../../../src/catalogue/listing-facts.ts';

/** A small product with sensible defaults; tests override only what they are about. */
export function facts(id: number, overrides: Partial<ListingFacts> = {}): ListingFacts {
  const name = overrides.name ?? `Product ${id}`;
  return {
    id,
    slug: `product-${id}`,
    name,
    searchText: name.toLowerCase(),
    date: Date.UTC(2026, 0, id),
    price: 10,
    regularPrice: 10,
    onSale: false,
    averageRating: 0,
    categories: [],
    attributes: [],
    ...overrides,
  };
}
