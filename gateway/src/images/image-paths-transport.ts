import type { ExecutionResult } from '@graphql-tools/utils';
import type { CommerceTransport } from '../upstreams/commerce-transport.ts';
import { hasUpstreamImage, imagePathsIn, type ImageSource } from './image-sources.ts';

/** `value` with every upstream image address in its strings as its path (images/image-sources.ts). */
export function withImagePaths<T>(value: T, sources: readonly ImageSource[]): T {
  if (typeof value === 'string')
    return (hasUpstreamImage(value, sources) ? imagePathsIn(value, sources) : value) as T;
  if (Array.isArray(value)) {
    let changed = false;
    const next = value.map((item: unknown) => {
      const mapped = withImagePaths(item, sources);
      changed ||= mapped !== item;
      return mapped;
    });
    return (changed ? next : value) as T;
  }
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    let changed = false;
    const next: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const mapped = withImagePaths(item, sources);
      changed ||= mapped !== item;
      next[key] = mapped;
    }
    return (changed ? next : value) as T;
  }
  return value;
}

/**
 * WooCommerce's order-received page on its own host (the checkout's `redirect`) is the
 * storefront's page of the same path: the answer names the path, not the back end's address.
 */
const orderReceived = (commerce: ImageSource): ImageSource => ({
  name: 'order-received',
  origin: commerce.origin,
  uploads: '/checkout/order-received/',
  path: '/checkout/order-received/',
});

/**
 * Every commerce answer names its images by path (`/media/commerce/…`), never by the back end's
 * address: whatever the gateway caches, renders or answers from it (listing, product pages,
 * cart, orders) carries none; nor does a checkout's order-received link. Only `data` is
 * rewritten; errors are cut in production by the GraphQL error formatter.
 */
export function imagePathsTransport(
  transport: CommerceTransport,
  sources: readonly ImageSource[],
): CommerceTransport {
  const commerce = sources.find((source) => source.name === 'commerce');
  const rules = commerce ? [...sources, orderReceived(commerce)] : sources;
  return async (request, call) => {
    const result: ExecutionResult = await transport(request, call);
    return result.data ? { ...result, data: withImagePaths(result.data, rules) } : result;
  };
}
