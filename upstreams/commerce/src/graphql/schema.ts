import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { loadCommerceSdl as loadSdl } from '@nails/schema/commerce-capabilities.ts';

/**
 * The dialect's SDL: the real WooGraphQL core (schema/commerce.graphql) plus every optional
 * capability's extension (schema/commerce-extensions/), all of which this back end implements.
 */
export function loadCommerceSdl(): string {
  return loadSdl();
}

/** A resolver map: type name → field name → resolver (or an object of resolver options). */
export type ResolverMap = Record<string, Record<string, unknown>>;

/**
 * Merges resolver maps type by type. A field defined twice is a mistake between the catalogue
 * and the shop, so it fails at start instead of one silently winning.
 */
export function mergeResolverMaps(maps: ResolverMap[]): ResolverMap {
  const merged: ResolverMap = {};
  for (const map of maps) {
    for (const [type, fields] of Object.entries(map)) {
      const target = (merged[type] ??= {});
      for (const [field, resolver] of Object.entries(fields)) {
        if (field in target) throw new Error(`Two resolvers for ${type}.${field}`);
        target[field] = resolver;
      }
    }
  }
  return merged;
}

/**
 * The executable schema: the SDL with the catalogue's and the shop's resolvers. Interfaces
 * resolve through each record's `__typename`, so no `__resolveType` is declared.
 */
export function buildCommerceSchema(maps: ResolverMap[]): GraphQLSchema {
  const merged = mergeResolverMaps(maps);
  // WooGraphQL's root types are RootQuery / RootMutation (schema/commerce.graphql's schema block);
  // the resolver maps keep the short names.
  const { Query, Mutation, ...rest } = merged;
  return makeExecutableSchema({
    typeDefs: loadCommerceSdl(),
    resolvers: {
      ...rest,
      RootQuery: Query ?? {},
      RootMutation: Mutation ?? {},
      // WooGraphQL's ProductVariation and CartItem are interfaces; this shop has one kind of each,
      // SimpleProductVariation and SimpleCartItem, served by the same field resolvers.
      CartItem: { __resolveType: () => 'SimpleCartItem' },
      SimpleCartItem: rest.CartItem ?? {},
      SimpleProductVariation: rest.ProductVariation ?? {},
    } as never,
    // Shared field maps (productFields) serve types that lack some of their fields, so extra resolvers are fine.
    resolverValidationOptions: {
      requireResolversForResolveType: 'ignore',
      requireResolversToMatchSchema: 'ignore',
    },
  });
}
