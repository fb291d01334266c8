import type { FastifyReply, FastifyRequest } from 'fastify';
import { catalogueNode, catalogueResolvers } from '../catalogue/resolvers/index.ts';
import { languageResolvers } from '../i18n/resolvers.ts';
import { createShopContext, shopResolvers } from '../shop/index.ts';
import type { CommerceContext } from './context.ts';
import { fromGlobalId } from './ids.ts';
import type { ResolverMap } from './schema.ts';

type Resolver = (root: unknown, args: Record<string, unknown>, ctx: CommerceContext) => unknown;
const shopQuery = (shopResolvers as ResolverMap).Query as Record<string, Resolver> | undefined;

/**
 * `node(id:)` for the shop's objects: an order the shopper may read, and the signed-in account
 * as Customer or User. The shop's own resolvers decide access, so node() never shows more.
 */
async function shopNode(globalId: string, ctx: CommerceContext): Promise<unknown> {
  const parsed = fromGlobalId(globalId);
  if (!parsed || !shopQuery) return null;
  if (parsed.type === 'order' && shopQuery.order) {
    const order = await shopQuery.order(null, { id: globalId, idType: 'ID' }, ctx);
    return order ? { ...(order as object), __typename: 'Order' } : null;
  }
  if ((parsed.type === 'customer' || parsed.type === 'user') && shopQuery.viewer) {
    const viewer = (await shopQuery.viewer(null, {}, ctx)) as { id: number } | null;
    if (!viewer || String(viewer.id) !== parsed.id) return null;
    return parsed.type === 'user'
      ? { ...viewer, __typename: 'User' }
      : { account: viewer, __typename: 'Customer' };
  }
  return null;
}

/** Every resolver of the dialect: the catalogue's and the shop's (src/shop/index.ts). */
export async function commerceResolvers(): Promise<ResolverMap[]> {
  const node = async (_: unknown, args: { id?: string | null }, ctx: CommerceContext) => {
    if (!args.id) return null;
    return catalogueNode(args.id, ctx) ?? (await shopNode(args.id, ctx));
  };
  return [
    catalogueResolvers as ResolverMap,
    shopResolvers as ResolverMap,
    languageResolvers as ResolverMap,
    { Query: { node } },
  ];
}

/** Adds the shop's per-request context (`shop`: session, customer) to the catalogue's. */
export async function createContextExtension(): Promise<
  (request: FastifyRequest, reply: FastifyReply) => Promise<Pick<CommerceContext, 'shop'>>
> {
  return (request, reply) => createShopContext(request, reply);
}
