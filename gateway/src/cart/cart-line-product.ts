import { callCommerce } from '../commands/commerce-call.ts';
import type { CommandDeps } from '../commands/command.ts';
import { commerceDocument } from '../commands/commerce-document.ts';
import type { GatewayContext } from '../schema/context.ts';

type Lines = {
  cart: {
    contents: { nodes: { key: string; product: { node: { databaseId: number } | null } | null }[] } | null;
  } | null;
};

// A cart holds at most 100 lines (behaviour §9): one page is the whole cart.
const cartLines = commerceDocument<Lines, Record<string, never>>(`query GatewayCartLineProducts {
  cart { contents(first: 100) { nodes { key product { node { databaseId } } } } }
}`);

/**
 * The product (the parent of a variation, as the cart shows it) of the shopper's cart line `key`,
 * read from commerce as her; undefined when her cart holds no such line. A command that acts on a
 * line and on something else (move to the wishlist) checks the line first, so a key or product
 * she did not have is refused before anything changes (gateway README "The GraphQL edge").
 */
export async function cartLineProduct(
  deps: CommandDeps,
  context: GatewayContext,
  key: string,
): Promise<number | undefined> {
  const answer = await callCommerce(deps, context, cartLines, {});
  return answer.cart?.contents?.nodes.find((line) => line.key === key)?.product?.node?.databaseId;
}
