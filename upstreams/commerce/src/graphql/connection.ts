import { commerceError } from './errors.ts';

/**
 * Relay connections (`nodes`, `edges {cursor node}`, `pageInfo`) as WPGraphQL answers them.
 * Cursors are opaque offsets: "arrayconnection:<offset>" in base64.
 */
export interface ConnectionArgs {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
}

export interface Connection<T> {
  nodes: T[];
  edges: { cursor: string; node: T }[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
    offsetPagination?: { total: () => number; hasMore: boolean; hasPrevious: boolean };
  };
}

/** WPGraphQL's default page size, and the ceiling a request may ask for. */
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 10_000;

export const offsetCursor = (offset: number): string =>
  Buffer.from(`arrayconnection:${offset}`).toString('base64');

export function cursorOffset(cursor: string | null | undefined): number | undefined {
  if (!cursor) return undefined;
  const match = /^arrayconnection:(\d+)$/.exec(Buffer.from(cursor, 'base64').toString('utf8'));
  if (!match) throw commerceError(`Invalid cursor "${cursor}"`);
  return Number(match[1]);
}

function checkSize(value: number | null | undefined, name: string): void {
  if (value !== null && value !== undefined && value < 0)
    throw commerceError(`Argument "${name}" must be a non-negative integer`);
}

/** The window [offset, offset + limit) that `args` ask for, given how many items exist (when known). */
export function pageWindow(args: ConnectionArgs, total?: number): { offset: number; limit: number } {
  checkSize(args.first, 'first');
  checkSize(args.last, 'last');
  const after = cursorOffset(args.after);
  const before = cursorOffset(args.before);
  let start = after === undefined ? 0 : after + 1;
  let end = before === undefined ? (total ?? Number.MAX_SAFE_INTEGER) : before;
  if (typeof args.first === 'number') end = Math.min(end, start + Math.min(args.first, MAX_PAGE_SIZE));
  else if (typeof args.last === 'number' && end !== Number.MAX_SAFE_INTEGER)
    start = Math.max(start, end - Math.min(args.last, MAX_PAGE_SIZE));
  else if (args.last === undefined || args.last === null) end = Math.min(end, start + DEFAULT_PAGE_SIZE);
  return { offset: start, limit: Math.max(0, end - start) };
}

export function buildConnection<T>(items: T[], offset: number, hasNextPage: boolean): Connection<T> {
  const edges = items.map((node, index) => ({ cursor: offsetCursor(offset + index), node }));
  return {
    nodes: items,
    edges,
    pageInfo: {
      hasNextPage,
      hasPreviousPage: offset > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

/** A connection over a list already in memory (galleries, terms, variations, reviews). */
export function connectionFromArray<T>(
  all: T[],
  args: ConnectionArgs = {},
  defaultSize = all.length,
): Connection<T> {
  const window = pageWindow(
    { ...args, first: args.first ?? (args.last ? undefined : defaultSize) },
    all.length,
  );
  const items = all.slice(window.offset, window.offset + window.limit);
  return buildConnection(items, window.offset, window.offset + items.length < all.length);
}

/**
 * A connection over a short list of the shopper's own (cart lines, orders, downloads, coupons):
 * `first` defaults to, and is capped at, `max`.
 */
export function cappedConnection<T>(
  items: T[],
  args: { first?: number | null; after?: string | null },
  max = 100,
): Connection<T> {
  return connectionFromArray(items, { after: args.after, first: Math.min(args.first ?? max, max) }, max);
}
