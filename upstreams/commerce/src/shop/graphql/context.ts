import type { ShopRequest } from '../context.ts';

/** The part of the Mercurius context the shop reads (added by createShopContext). */
export interface ShopContext {
  shop: ShopRequest;
}

declare module 'mercurius' {
  interface MercuriusContext {
    shop: ShopRequest;
  }
}

export type Args<T = Record<string, unknown>> = T;

/** A Relay connection over a list already in memory (carts, orders, downloads are small). */
export function connection<T>(items: T[], args: { first?: number | null; after?: string | null }, max = 100) {
  const start = args.after
    ? Number(Buffer.from(args.after, 'base64').toString('utf8').replace('arrayconnection:', '')) + 1
    : 0;
  const first = Math.min(args.first ?? max, max);
  const page = items.slice(start, start + first);
  const cursor = (i: number) => Buffer.from(`arrayconnection:${start + i}`).toString('base64');
  return {
    nodes: page,
    edges: page.map((node, i) => ({ cursor: cursor(i), node })),
    pageInfo: {
      hasNextPage: start + first < items.length,
      hasPreviousPage: start > 0,
      startCursor: page.length ? cursor(0) : null,
      endCursor: page.length ? cursor(page.length - 1) : null,
    },
  };
}
