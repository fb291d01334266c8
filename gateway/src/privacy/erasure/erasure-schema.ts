import type { SubschemaConfig } from '@graphql-tools/delegate';
import type { IResolvers } from '@graphql-tools/utils';
import { commandField, type CommandDeps } from '../../commands/command.ts';
import { GatewayError } from '../../errors.ts';
import type { EventStore } from '../../state/open-event-store.ts';
import { eraseAtCommerce } from './commerce-erasure.ts';
import { deleteMyAccount, type DeleteMyAccountInput } from './delete-my-account.ts';

export const erasureTypeDefs = /* GraphQL */ `
  input DeleteMyAccountInput {
    "Her password: the erasure is hers only."
    password: String!
    "The phrase the page asks her to type (DELETE, LÖSCHEN, SUPPRIMER, ELIMINAR, ELIMINA)."
    confirmation: String!
  }

  type DeleteMyAccountPayload {
    "True once every step is done; false: recorded and finished shortly by the gateway itself."
    erased: Boolean!
  }

  type Mutation {
    "Erases the signed-in customer: commerce anonymises her account and orders, the gateway's data of hers is shredded, her sessions end."
    deleteMyAccount(input: DeleteMyAccountInput!): DeleteMyAccountPayload
  }
`;

/**
 * The erasure's field (privacy README "Erasure"). Wiring it hands the erasures the commerce
 * transport, which starts the worker that resumes erasures a crash interrupted.
 */
export function erasureFields(
  events: EventStore | undefined,
  commands: (commerce: SubschemaConfig) => CommandDeps,
): { typeDefs: string; resolvers: (commerce: SubschemaConfig) => IResolvers } {
  return {
    typeDefs: erasureTypeDefs,
    resolvers: (commerce) => {
      const deps = commands(commerce);
      if (events)
        events.erasures.useCommerce(async (sessionId) =>
          eraseAtCommerce(deps.transport, await events.sessions.load(sessionId)),
        );
      return {
        Mutation: {
          deleteMyAccount: events
            ? commandField<DeleteMyAccountInput>(deps, (d, context, input) =>
                deleteMyAccount(d, events.erasures, context, input),
              )
            : () => {
                throw new GatewayError('UPSTREAM_UNAVAILABLE', 'This feature is not available right now.', {
                  upstream: 'events',
                });
              },
        },
      } as IResolvers;
    },
  };
}
