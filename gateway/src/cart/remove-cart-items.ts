import { GatewayError } from '../errors.ts';
import type { GatewayContext } from '../schema/context.ts';
import { shopperRequest, type ShopperExecutor } from '../schema/shopper-request.ts';

export const removeItems = `mutation GatewayRemoveCartItems($input: RemoveItemsFromCartInput!) { removeItemsFromCart(input: $input) { cart { isEmpty } } }`;

/** Removes cart lines at commerce as the shopper (recorded in the cart log like any cart change). */
export const removeCartItems =
  (commerce: ShopperExecutor) =>
  async (context: GatewayContext, keys: string[]): Promise<void> => {
    const result = await shopperRequest(commerce, context, removeItems, { input: { keys } });
    if (result.errors?.length) throw new GatewayError('BAD_USER_INPUT', result.errors[0]!.message);
  };
