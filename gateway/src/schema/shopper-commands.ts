import type { SubschemaConfig } from '@graphql-tools/delegate';
import type { IResolvers } from '@graphql-tools/utils';
import { accountCommandResolvers, accountCommandTypeDefs } from '../account/account-schema.ts';
import { cartCommandResolvers, cartCommandTypeDefs } from '../cart/cart-schema.ts';
import { catalogueCommandResolvers, catalogueCommandTypeDefs } from '../catalogue/catalogue-schema.ts';
import type { CommandDeps } from '../commands/command.ts';

interface CommandExtension {
  typeDefs: string;
  resolvers: (commerce: SubschemaConfig) => IResolvers;
}

/**
 * Every concept's commands (gateway README "How a request flows"): the fields of the gateway's
 * own Mutation type that change what a shopper has at commerce (placeOrder, the wishlist's and
 * the newsletter's sit beside their event-sourced fields, `shopper-state-fields.ts`). Adding a command touches its
 * concept's folder and its concept's schema file listed here, nothing else.
 */
export function shopperCommands(deps: (commerce: SubschemaConfig) => CommandDeps): CommandExtension[] {
  const concepts = [
    { typeDefs: cartCommandTypeDefs, resolvers: cartCommandResolvers },
    { typeDefs: accountCommandTypeDefs, resolvers: accountCommandResolvers },
    { typeDefs: catalogueCommandTypeDefs, resolvers: catalogueCommandResolvers },
  ];
  return concepts.map((concept) => ({
    typeDefs: concept.typeDefs,
    resolvers: (commerce) => concept.resolvers(deps(commerce)) as IResolvers,
  }));
}
