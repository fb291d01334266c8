import { commandField, type CommandDeps } from '../commands/command.ts';
import { confirmBackInStock } from './confirm-back-in-stock.ts';
import type { Restock } from './restock.ts';
import { subscribeBackInStock } from './subscribe-back-in-stock.ts';
import { unsubscribeBackInStock } from './unsubscribe-back-in-stock.ts';

/** The back-in-stock alert commands of the gateway's own Mutation type (gateway README "Back-in-stock alerts"). */
export const restockTypeDefs = /* GraphQL */ `
  input SubscribeBackInStockInput {
    "The product (a database id or its relay id)."
    productId: ID!
    "The size or option that is sold out, when the product has variations."
    variationId: ID
    "Where to write; a signed-in customer's own address when absent."
    email: String
  }

  """
  The answer to every accepted request, the same whether the address asked before or not: a
  confirmation mail is on its way unless the alert is already confirmed.
  """
  type BackInStockRequest {
    email: String!
    requested: Boolean!
  }

  enum BackInStockStatus {
    UNCONFIRMED
    CONFIRMED
    ALERTED
    UNSUBSCRIBED
  }

  "An alert as its mail's links show it: the item, never the address."
  type BackInStockAlert {
    status: BackInStockStatus!
    productId: Int!
    variationId: Int
    productName: String!
    productSlug: String!
  }

  type Mutation {
    "Email me when it is back: double opt-in by mail (a confirmation link), then one mail when it is in stock."
    subscribeBackInStock(input: SubscribeBackInStockInput!): BackInStockRequest!
    "The confirmation link's token (/back-in-stock/confirm?token=)."
    confirmBackInStock(token: String!): BackInStockAlert!
    "The unsubscribe link's token (/back-in-stock/unsubscribe?token=)."
    unsubscribeBackInStock(token: String!): BackInStockAlert!
  }
`;

export const restockMutations = ['subscribeBackInStock', 'confirmBackInStock', 'unsubscribeBackInStock'];

export function restockResolvers(deps: CommandDeps & { restock: Restock }) {
  const withToken =
    (run: typeof confirmBackInStock) =>
    (_root: unknown, args: { token: string }, context: Parameters<typeof run>[1]) =>
      run(deps, context, args.token);
  return {
    Mutation: {
      subscribeBackInStock: commandField(
        deps,
        (d, context, input: Parameters<typeof subscribeBackInStock>[2]) =>
          subscribeBackInStock({ ...d, restock: deps.restock }, context, input),
      ),
      confirmBackInStock: withToken(confirmBackInStock),
      unsubscribeBackInStock: withToken(unsubscribeBackInStock),
    },
  };
}
