/**
 * Global Relay ids as WPGraphQL makes them: base64 of `type:databaseId` ("cG9zdDoxMg==" is
 * "post:12"). Clients treat them as opaque; `node(id:)` turns them back into objects.
 */
export type GlobalIdType =
  | 'product'
  | 'product_variation'
  | 'post'
  | 'term'
  | 'comment'
  | 'comment_author'
  | 'customer'
  | 'user'
  | 'order'
  | 'pa_attribute'
  | 'variation_attribute'
  | 'cart_item';

export function toGlobalId(type: string, id: number | string): string {
  return Buffer.from(`${type}:${id}`, 'utf8').toString('base64');
}

/** `undefined` when `globalId` is not one of ours (bad base64 or no "type:" prefix). */
export function fromGlobalId(globalId: string): { type: string; id: string } | undefined {
  if (!/^[A-Za-z0-9+/=_-]+$/.test(globalId)) return undefined;
  const decoded = Buffer.from(globalId, 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  if (separator <= 0 || separator === decoded.length - 1) return undefined;
  return { type: decoded.slice(0, separator), id: decoded.slice(separator + 1) };
}

/** The database id inside a global id of `type`, or undefined. */
export function databaseIdOf(globalId: string, type: string): number | undefined {
  const parsed = fromGlobalId(globalId);
  if (!parsed || parsed.type !== type) return undefined;
  const id = Number(parsed.id);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}
