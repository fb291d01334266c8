import type { FastifyReply, FastifyRequest } from 'fastify';
import { catalogueNode, catalogueResolvers } from '../catalogue/resolvers/index.ts';
import type { CommerceContext } from './context.ts';
import type { ResolverMap } from './schema.ts';

/**
 * Every resolver of the dialect: the catalogue's, and the shop's once src/shop/index.ts exports
 * `shopResolvers` (wired in step 3 of issue 3). `node(id:)` asks the catalogue first.
 */
export async function commerceResolvers(): Promise<ResolverMap[]> {
  const node = (_: unknown, args: { id?: string | null }, ctx: CommerceContext) => {
    if (!args.id) return null;
    return catalogueNode(args.id, ctx) ?? null;
  };
  return [catalogueResolvers as ResolverMap, { Query: { node } }];
}

/** Adds the shop's per-request context (session, customer) to the catalogue's. */
export async function createContextExtension(): Promise<(request: FastifyRequest, reply: FastifyReply) => Promise<Record<string, unknown>>> {
  return async () => ({});
}
