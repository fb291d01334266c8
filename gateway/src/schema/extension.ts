import type { IResolvers } from '@graphql-tools/utils';

/** GraphQL fields a concept adds to the gateway subschema: its SDL and its resolvers. */
export interface SchemaExtension {
  typeDefs: string;
  resolvers: IResolvers;
}
