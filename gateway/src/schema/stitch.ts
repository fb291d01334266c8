import { mapSchema, MapperKind, pruneSchema, type Executor, type IResolvers } from '@graphql-tools/utils';
import type { SubschemaConfig } from '@graphql-tools/delegate';
import { stitchSchemas } from '@graphql-tools/stitch';
import { buildSchema, type GraphQLSchema } from 'graphql';
import { loadCommerceSdl } from '@nails/schema/commerce-capabilities.ts';
import type { GatewayContext } from './context.ts';
import { hiddenFields } from '../account/hidden-fields.ts';
import { attributeTermStandInSdl } from '../upstreams/shop-specific-types.ts';

/**
 * The commerce SDL (schema/commerce.graphql and every capability of schema/commerce-extensions/)
 * without the token fields the browser never sees, plus the stand-in for a shop's own attribute
 * term types. The browser schema is the same whatever the
 * back end offers; what it lacks is pruned per request (gateway README "Optional capabilities").
 */
export function loadCommerceSchema(): { full: GraphQLSchema; public: GraphQLSchema } {
  // With the stand-in for attribute term types of the shop's own (upstreams/shop-specific-types.ts).
  const full = buildSchema(loadCommerceSdl() + attributeTermStandInSdl);
  const hide = (typeName: string, fieldName: string) => hiddenFields[typeName]?.includes(fieldName) ?? false;
  // pruneSchema drops what only hidden fields used (RefreshTokenInput and its payload).
  const publicSchema = pruneSchema(
    mapSchema(full, {
      [MapperKind.OBJECT_FIELD]: (config, fieldName, typeName) => (hide(typeName, fieldName) ? null : config),
      [MapperKind.INTERFACE_FIELD]: (config, fieldName, typeName) =>
        hide(typeName, fieldName) ? null : config,
    }),
  );
  return { full, public: publicSchema };
}

/**
 * The commerce subschema as the browser reaches it: reads only. Every change a shopper makes is
 * a command of the gateway's own schema (`shopper-commands.ts`), never a forwarded commerce
 * mutation (gateway README "How a request flows"). The payload and input types stay, so the
 * commands take and answer with commerce's types.
 */
export function commerceReads(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, { [MapperKind.MUTATION]: () => null });
}

export interface StitchParts {
  commerce: { schema: GraphQLSchema; executor: Executor<GatewayContext> };
  content: GraphQLSchema;
  /** The gateway's own fields and any merged in beside them (the event-sourced ones). */
  extensions: { typeDefs: string; resolvers: (commerce: SubschemaConfig) => IResolvers }[];
}

/**
 * The schema the browser sees (gateway/README.md): commerce through a batched remote executor, the
 * content service wrapped as GraphQL, and the gateway's own fields, which may return commerce
 * types (the catalogue returns `Product`, so Relay fragments on Product work on it).
 */
export function buildGatewaySchema(parts: StitchParts): GraphQLSchema {
  const commerce: SubschemaConfig = {
    name: 'commerce',
    schema: parts.commerce.schema,
    executor: parts.commerce.executor as Executor,
    batch: true,
  };
  const content: SubschemaConfig = { name: 'content', schema: parts.content, batch: true };
  return stitchSchemas({
    subschemas: [commerce, content],
    typeDefs: parts.extensions.map((extension) => extension.typeDefs),
    resolvers: parts.extensions.map((extension) => extension.resolvers(commerce)),
    mergeTypes: true,
  });
}
