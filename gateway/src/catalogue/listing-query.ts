import {
  isProblem,
  orderByValues,
  parseFilter,
  parseOrder,
  parseOrderBy,
  problemMessage,
  splitFilterEntries,
  type ListingProblem,
  type OrderBy,
} from '@nails/schema/listing-filter.ts';
import { badUserInput } from '../errors.ts';
import { attributeKey } from './listing-facts.ts';

export { orderByValues, splitFilterEntries, type OrderBy };

/** A listing request, validated: what `catalogue(...)` receives once its arguments are parsed. */
export interface ListingQuery {
  category?: string;
  search?: string;
  categories: string[]; // filter category[a,b]: any of them
  price?: { min: number; max: number }; // inclusive, highest listed price
  minRating?: number;
  saleOnly: boolean;
  /** attribute slug (no `pa_`) → accepted term keys (hyphens/whitespace removed) */
  attributes: Map<string, string[]>;
  /** `in-stock-size[m]`: size term keys, one of which the product must have in stock (fit README). */
  inStockSizes: string[];
  orderby: OrderBy;
  order: 'ASC' | 'DESC';
  page: number;
  perPage: number;
}

export interface ListingArgs {
  category?: string | null;
  search?: string | null;
  filter?: string | null;
  orderby?: string | null;
  order?: string | null;
  page?: number | null;
  perPage?: number | null;
}

/**
 * The gateway is strict where the web is lenient: the shared grammar (`schema/listing-filter.ts`)
 * names the same problems on both sides, the web drops them with a notice, the API refuses them.
 */
const refuse = (problem: ListingProblem) =>
  badUserInput(
    problemMessage(problem),
    problem.argument === 'filter'
      ? { argument: 'filter', entry: problem.entry }
      : { argument: problem.argument },
  );

export function parseListingArgs(
  args: ListingArgs,
  limits: { defaultPerPage: number; maxPerPage: number },
): ListingQuery {
  const query: ListingQuery = {
    categories: [],
    saleOnly: false,
    attributes: new Map(),
    inStockSizes: [],
    orderby: 'date',
    order: 'DESC',
    page: args.page ?? 1,
    perPage: args.perPage ?? limits.defaultPerPage,
  };
  if (args.category?.trim()) query.category = args.category.trim().toLowerCase();
  if (args.search?.trim()) query.search = args.search.trim().toLowerCase();
  if (!Number.isInteger(query.page) || query.page < 1)
    throw badUserInput('page must be 1 or more', { argument: 'page' });
  if (!Number.isInteger(query.perPage) || query.perPage < 1 || query.perPage > limits.maxPerPage) {
    throw badUserInput(`perPage must be between 1 and ${limits.maxPerPage}`, { argument: 'perPage' });
  }
  const orderby = parseOrderBy(args.orderby);
  if (isProblem(orderby)) throw refuse(orderby);
  if (orderby) query.orderby = orderby;
  const order = parseOrder(args.order);
  if (isProblem(order)) throw refuse(order);
  if (order) query.order = order;
  applyFilter(query, args.filter);
  return query;
}

function applyFilter(query: ListingQuery, filter: string | null | undefined): void {
  const { entries, problems } = parseFilter(filter);
  if (problems.length > 0) throw refuse(problems[0]!);
  for (const entry of entries) {
    if (entry.key === 'price') query.price = { min: entry.min, max: entry.max };
    else if (entry.key === 'rating') query.minRating = entry.min;
    else if (entry.key === 'sale') query.saleOnly = entry.onSale;
    else if (entry.key === 'category') query.categories.push(...entry.values);
    else if (entry.key === 'inStockSize') query.inStockSizes.push(...entry.values.map(attributeKey));
    else
      query.attributes.set(entry.slug, [
        ...(query.attributes.get(entry.slug) ?? []),
        ...entry.values.map(attributeKey),
      ]);
  }
}
