import type { SubschemaConfig } from '@graphql-tools/delegate';
import type { IResolvers } from '@graphql-tools/utils';
import type { CommandDeps } from '../commands/command.ts';
import { GatewayError } from '../errors.ts';
import type { Restock } from '../restock/restock.ts';
import { restockMutations, restockResolvers, restockTypeDefs } from '../restock/restock-schema.ts';
import type { StitchParts } from './stitch.ts';

/**
 * The back-in-stock commands (`restock/`), wired to this process's alerts. Without an event
 * store the fields stay in the schema (the printed schema is the same everywhere) and answer
 * UPSTREAM_UNAVAILABLE, as the other event-sourced fields do (`shopper-state-fields.ts`).
 */
export function restockFields(
  restock: Restock | undefined,
  commands: (commerce: SubschemaConfig) => CommandDeps,
): StitchParts['extensions'][number] {
  if (!restock) {
    const refuse = () => {
      throw new GatewayError('UPSTREAM_UNAVAILABLE', 'This feature is not available right now.', {
        upstream: 'events',
      });
    };
    const resolvers = { Mutation: Object.fromEntries(restockMutations.map((name) => [name, refuse])) };
    return { typeDefs: restockTypeDefs, resolvers: () => resolvers };
  }
  return {
    typeDefs: restockTypeDefs,
    resolvers: (subschema) => restockResolvers({ ...commands(subschema), restock }) as unknown as IResolvers,
  };
}
