/**
 * The product list's parameter grammar (behaviour §2 "Product list query parameters"), one module for
 * both sides: the web reads the address with it, drops what it cannot read and says so; the
 * gateway refuses the same parts with BAD_USER_INPUT naming the entry. Both name the same
 * problems because they are the same function.
 *
 * Grammar: entries `name[a,b]` joined by commas; keys `category`, `price[min,max]`,
 * `rating[min]`, `sale[true|false]` (a bare `sale` means `sale[true]`), `in-stock-size[m]` (a
 * product with a size of these in stock: "in stock in my size") and global attribute slugs, with
 * or without `pa_`. An empty entry (a doubled or trailing comma) asks for nothing
 * and is skipped silently.
 */

export const orderByValues = ['date', 'price', 'rating', 'discount', 'alphabetically'] as const;
export type OrderBy = (typeof orderByValues)[number];
export type SortOrder = 'ASC' | 'DESC';

export type FilterEntry =
  | { key: 'category'; raw: string; values: string[] }
  | { key: 'price'; raw: string; min: number; max: number }
  | { key: 'rating'; raw: string; min: number }
  | { key: 'sale'; raw: string; onSale: boolean }
  /** `pa_size` term slugs: products with one of them in stock (a variation, or the product itself). */
  | { key: 'inStockSize'; raw: string; values: string[] }
  /** `slug` is the attribute without `pa_`, lower-cased (behaviour §3). */
  | { key: 'attribute'; raw: string; slug: string; values: string[] };

/** A part of a list parameter that was not understood: the entry as written and why, in English. */
export interface ListingProblem {
  argument: 'filter' | 'orderby' | 'order';
  entry: string;
  reason: string;
}

export interface ParsedFilter {
  entries: FilterEntry[];
  problems: ListingProblem[];
}

/** Behaviour §3: attribute names are lower-cased and lose a leading `pa_`. */
export const attributeSlug = (name: string): string => name.trim().toLowerCase().replace(/^pa_/, '');

const reservedKeys = new Set(['category', 'price', 'rating', 'sale', 'in-stock-size']);
export const inStockSizeKey = 'in-stock-size';
// One entry: a key, then values in brackets. Values may not contain brackets.
const entryPattern = /^([A-Za-z0-9_-]+)\[([^[\]]*)\]$/;

/** The English sentence both sides use for a problem (the gateway's error message). */
export const problemMessage = (problem: ListingProblem): string =>
  problem.argument === 'filter'
    ? `Invalid filter entry "${problem.entry}": ${problem.reason}`
    : `${problem.argument} ${problem.reason} (got "${problem.entry}")`;

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
    if (char === ']') depth = Math.max(0, depth - 1);
    if (char === ',' && depth === 0) {
      entries.push(current.trim());
      current = '';
      continue;
    }
    current += char;
  }
  entries.push(current.trim());
  return entries.filter((entry) => entry !== '');
}

const toNumber = (raw: string | undefined): number =>
  raw === undefined || raw.trim() === '' ? Number.NaN : Number(raw.trim());

function parseEntry(entry: string): FilterEntry | string {
  // A bare `sale` is the checkbox's meaning (behaviour §2 lists `sale` as a key of its own).
  if (entry.toLowerCase() === 'sale') return { key: 'sale', raw: entry, onSale: true };
  const match = entryPattern.exec(entry);
  if (!match) return 'write entries as name[value,value]';
  const key = match[1]!.toLowerCase();
  const inside = match[2]!;
  const values = inside
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');
  if (key === 'price') {
    const parts = inside.split(',');
    if (parts.length !== 2) return 'price takes [min,max]';
    const [min, max] = [toNumber(parts[0]), toNumber(parts[1])];
    if (!Number.isFinite(min)) return 'min must be a number';
    if (!Number.isFinite(max)) return 'max must be a number';
    if (min > max) return 'min is above max';
    return { key, raw: entry, min, max };
  }
  if (key === 'rating') {
    if (values.length !== 1) return 'rating takes one minimum';
    const min = toNumber(values[0]);
    if (!Number.isFinite(min)) return 'rating must be a number';
    if (min < 0 || min > 5) return 'rating is between 0 and 5';
    return { key, raw: entry, min };
  }
  if (key === 'sale') {
    if (values.length !== 1 || !/^(true|false)$/i.test(values[0]!)) return 'sale takes true or false';
    return { key, raw: entry, onSale: values[0]!.toLowerCase() === 'true' };
  }
  if (values.length === 0) return 'give at least one value';
  if (key === 'category') return { key, raw: entry, values: values.map((value) => value.toLowerCase()) };
  if (key === inStockSizeKey)
    return { key: 'inStockSize', raw: entry, values: values.map((value) => value.toLowerCase()) };
  const slug = attributeSlug(key);
  if (reservedKeys.has(slug)) return `${match[1]} is not an attribute`;
  return { key: 'attribute', raw: entry, slug, values };
}

/** Every entry of a `filter` parameter, read or named as a problem; never throws. */
export function parseFilter(filter: string | null | undefined): ParsedFilter {
  const result: ParsedFilter = { entries: [], problems: [] };
  if (!filter?.trim()) return result;
  for (const entry of splitFilterEntries(filter)) {
    const parsed = parseEntry(entry);
    if (typeof parsed === 'string') result.problems.push({ argument: 'filter', entry, reason: parsed });
    else result.entries.push(parsed);
  }
  return result;
}

/** `orderby`, case-insensitive; empty means the default (date). */
export function parseOrderBy(value: string | null | undefined): OrderBy | ListingProblem | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  const orderby = trimmed.toLowerCase();
  if ((orderByValues as readonly string[]).includes(orderby)) return orderby as OrderBy;
  return { argument: 'orderby', entry: trimmed, reason: `must be one of ${orderByValues.join(', ')}` };
}

/** `order`, case-insensitive; empty means the default (DESC). */
export function parseOrder(value: string | null | undefined): SortOrder | ListingProblem | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  const order = trimmed.toUpperCase();
  if (order === 'ASC' || order === 'DESC') return order;
  return { argument: 'order', entry: trimmed, reason: 'must be ASC or DESC' };
}

export const isProblem = (value: unknown): value is ListingProblem =>
  typeof value === 'object' && value !== null && 'reason' in value;
