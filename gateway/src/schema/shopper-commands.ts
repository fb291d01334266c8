import type { SubschemaConfig } from '@graphql-tools/delegate';
import type { IResolvers } from '@graphql-tools/utils';
import { parse, type ObjectTypeDefinitionNode } from 'graphql';
import { accountCommandResolvers, accountCommandTypeDefs } from '../account/account-schema.ts';
import { cartCommandResolvers, cartCommandTypeDefs } from '../cart/cart-schema.ts';
import { catalogueCommandResolvers, catalogueCommandTypeDefs } from '../catalogue/catalogue-schema.ts';
import { checkoutReplacesCommerceMutations } from '../checkout/checkout-schema.ts';
import type { CommandDeps } from '../commands/command.ts';

interface CommandExtension {
  typeDefs: string;
  resolvers: (commerce: SubschemaConfig) => IResolvers;
}

/**
 * Every concept's commands (gateway README "How a request flows"): the fields of the gateway's
 * own Mutation type that change what a shopper has at commerce. Adding a command touches its
 * concept's folder and its concept's schema file listed here, nothing else.
 */
export function shopperCommands(deps: (commerce: SubschemaConfig) => CommandDeps): {
  names: ReadonlySet<string>;
  extensions: CommandExtension[];
} {
  const concepts = [
    { typeDefs: cartCommandTypeDefs, resolvers: cartCommandResolvers },
    { typeDefs: accountCommandTypeDefs, resolvers: accountCommandResolvers },
    { typeDefs: catalogueCommandTypeDefs, resolvers: catalogueCommandResolvers },
  ];
  return {
    names: new Set([
      ...concepts.flatMap((concept) => mutationNames(concept.typeDefs)),
      // A command beside its concept's event-sourced fields (`shopper-state-fields.ts`).
      ...checkoutReplacesCommerceMutations,
    ]),
    extensions: concepts.map((concept) => ({
      typeDefs: concept.typeDefs,
      resolvers: (commerce) => concept.resolvers(deps(commerce)) as IResolvers,
    })),
  };
}

function mutationNames(typeDefs: string): string[] {
  return parse(typeDefs)
    .definitions.filter(
      (definition): definition is ObjectTypeDefinitionNode =>
        definition.kind === 'ObjectTypeDefinition' && definition.name.value === 'Mutation',
    )
    .flatMap((definition) => definition.fields?.map((field) => field.name.value) ?? []);
}
