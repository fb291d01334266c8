import type { IResolvers } from '@graphql-tools/utils';
import { commandField, type CommandDeps } from '../commands/command.ts';
import type { GatewayContext } from '../schema/context.ts';
import { writeReview } from './write-review.ts';

/**
 * The catalogue's command, the gateway's own field with its resolver in its own file (gateway
 * README "How a request flows"). Name, input and payload are WooGraphQL's, so the storefront's
 * review form reads the same.
 */
export const catalogueCommandTypeDefs = /* GraphQL */ `
  type Mutation {
    "Writes a product review; its review is null while the shop holds it for moderation."
    writeReview(input: WriteReviewInput!): WriteReviewPayload
  }
`;

export function catalogueCommandResolvers(deps: CommandDeps): IResolvers<unknown, GatewayContext> {
  return {
    Mutation: {
      writeReview: commandField(deps, writeReview),
    },
  };
}
