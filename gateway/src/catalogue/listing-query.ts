import { badUserInput } from '../errors.ts';
import { attributeKey, attributeSlug } from './listing-facts.ts';

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
  orderby: OrderBy;
  order: 'ASC' | 'DESC';
  page: number;
  perPage: number;
}

export const orderByValues = ['date', 'price', 'rating', 'discount', 'alphabetically'] as const;
export type OrderBy = (typeof orderByValues)[number];

export interface ListingArgs {
  category?: string | null;
  search?: string | null;
  filter?: string | null;
  orderby?: string | null;
  order?: string | null;
  page?: number | null;
  perPage?: number | null;
}

const reserved = new Set(['category', 'price', 'rating', 'sale']);
// One entry: a key, then values in brackets. Values may not contain brackets.
const entryPattern = /^([A-Za-z0-9_-]+)\[([^[\]]*)\]$/;

/**
 * Splits `category[a,b],price[10,20]` into entries. The commas inside brackets belong to the
 * entry, so the split walks the string instead of using `split(',')`.
 */
export function splitFilterEntries(filter: string): string[] {
  const entries: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of filter) {
    if (char === '[') depth += 1;
    if (char === ']') depth -= 1;
    if (char === ',' && depth === 0) {
      entries.push(current.trim());
      current = '';
      continue;
    }
    current += char;
  }
  entries.push(current.trim());
  // An empty entry (a doubled or trailing comma) asks for nothing: skipping it is kinder than an error.
  return entries.filter((entry) => entry !== '');
}

const bad = (entry: string, why: string) =>
  badUserInput(`Invalid filter entry "${entry}": ${why}`, { argument: 'filter', entry });

function parseNumber(entry: string, raw: string | undefined, what: string): number {
  const value = raw === undefined || raw.trim() === '' ? Number.NaN : Number(raw.trim());
  if (!Number.isFinite(value)) throw bad(entry, `${what} must be a number`);
  return value;
}

export function parseListingArgs(
  args: ListingArgs,
  limits: { defaultPerPage: number; maxPerPage: number },
): ListingQuery {
  const query: ListingQuery = {
    categories: [],
    saleOnly: false,
    attributes: new Map(),
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
  if (args.orderby) {
    const orderby = args.orderby.trim().toLowerCase();
    if (!(orderByValues as readonly string[]).includes(orderby)) {
      throw badUserInput(`orderby must be one of ${orderByValues.join(', ')}`, { argument: 'orderby' });
    }
    query.orderby = orderby as OrderBy;
  }
  if (args.order) {
    const order = args.order.trim().toUpperCase();
    if (order !== 'ASC' && order !== 'DESC')
      throw badUserInput('order must be ASC or DESC', { argument: 'order' });
    query.order = order;
  }
  if (args.filter?.trim()) applyFilter(query, args.filter);
  return query;
}

function applyFilter(query: ListingQuery, filter: string): void {
  for (const entry of splitFilterEntries(filter)) {
    const match = entryPattern.exec(entry);
    if (!match) throw bad(entry, 'write entries as name[value,value]');
    const key = match[1]!.toLowerCase();
    const values = match[2]!
      .split(',')
      .map((value) => value.trim())
      .filter((value) => value !== '');
    if (key === 'price') {
      const parts = match[2]!.split(',');
      if (parts.length !== 2) throw bad(entry, 'price takes [min,max]');
      const min = parseNumber(entry, parts[0], 'min');
      const max = parseNumber(entry, parts[1], 'max');
      if (min > max) throw bad(entry, 'min is above max');
      query.price = { min, max };
    } else if (key === 'rating') {
      if (values.length !== 1) throw bad(entry, 'rating takes one minimum');
      const min = parseNumber(entry, values[0], 'rating');
      if (min < 0 || min > 5) throw bad(entry, 'rating is between 0 and 5');
      query.minRating = min;
    } else if (key === 'sale') {
      if (values.length !== 1 || !/^(true|false)$/i.test(values[0]!))
        throw bad(entry, 'sale takes true or false');
      query.saleOnly = values[0]!.toLowerCase() === 'true';
    } else {
      if (values.length === 0) throw bad(entry, 'give at least one value');
      if (key === 'category') query.categories.push(...values.map((value) => value.toLowerCase()));
      else {
        const slug = attributeSlug(key);
        if (reserved.has(slug)) throw bad(entry, `${key} is not an attribute`);
        query.attributes.set(slug, [...(query.attributes.get(slug) ?? []), ...values.map(attributeKey)]);
      }
    }
  }
}
