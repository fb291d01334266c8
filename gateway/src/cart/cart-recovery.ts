import { isSessionLossMessage } from '@nails/schema/session-loss.ts';
import { GatewayError, messages } from '../errors.ts';
import {
  commerceRequest,
  type CommerceCall,
  type CommerceTransport,
} from '../upstreams/commerce-transport.ts';
import type { CartCommand, RecordedCartCommand } from './cart-command.ts';
import type { EventSourcedSessionStore } from '../account/event-sourced-session-store.ts';

/** An upstream answer naming one of these messages means the session must be replaced. */
export const isSessionLoss = (errors: readonly { message: string }[] | undefined): boolean =>
  !!errors?.some((error) => isSessionLossMessage(error.message));

export const sessionInvalid = () => new GatewayError('SESSION_INVALID', messages.sessionInvalid);

export const mutations = {
  add: `mutation RecoverAddToCart($input: AddToCartInput!) { addToCart(input: $input) { cartItem { key } } }`,
  quantity: `mutation RecoverQuantities($input: UpdateItemQuantitiesInput!) { updateItemQuantities(input: $input) { cart { isEmpty } } }`,
  remove: `mutation RecoverRemove($input: RemoveItemsFromCartInput!) { removeItemsFromCart(input: $input) { cart { isEmpty } } }`,
  couponApply: `mutation RecoverApplyCoupon($input: ApplyCouponInput!) { applyCoupon(input: $input) { cart { isEmpty } } }`,
  couponRemove: `mutation RecoverRemoveCoupons($input: RemoveCouponsInput!) { removeCoupons(input: $input) { cart { isEmpty } } }`,
  shippingMethod: `mutation RecoverShippingMethod($input: UpdateShippingMethodInput!) { updateShippingMethod(input: $input) { cart { isEmpty } } }`,
  shippingAddress: `mutation RecoverShippingAddress($input: UpdateCustomerInput!) { updateCustomer(input: $input) { customer { id } } }`,
  empty: `mutation RecoverEmpty($input: EmptyCartInput!) { emptyCart(input: $input) { cart { isEmpty } } }`,
  session: `query RecoverSession { customer { sessionToken } }`,
  cartIsEmpty: `query RecoverCartIsEmpty { cart { isEmpty } }`,
};

/**
 * Rebuilds a cart whose upstream session died: replays the session's recorded cart commands,
 * oldest first, on a new upstream session, maps old line keys onto the new ones, records the
 * recovery and returns the new session token. Any failed step throws SESSION_INVALID, and then
 * the browser does the behaviour §4 reset.
 */
export async function recoverCart(
  sessions: EventSourcedSessionStore,
  sessionId: string,
  transport: CommerceTransport,
): Promise<string> {
  const recorded = await sessions.recordedCart(sessionId);
  let token: string | undefined;
  const keys = new Map<string, string>();
  const mapKey = (key: string) => keys.get(key) ?? key; // WooCommerce keys are hashes: often unchanged
  const replayed: RecordedCartCommand[] = [];

  const run = async (query: string, input: Record<string, unknown>): Promise<Record<string, unknown>> => {
    const call: CommerceCall = { idempotent: false, ...(token ? { wooSessionToken: token } : {}) };
    const response = await commerceRequest(transport, query, { input }, call);
    if (response.errors?.length || !response.data) throw sessionInvalid();
    token = call.responseSessionToken ?? token;
    return response.data as Record<string, unknown>;
  };

  for (const { command, key } of recorded) {
    const next = await replay(command, run, mapKey);
    if (command.type === 'add') {
      const newKey = next.key;
      if (key && newKey) keys.set(key, newKey);
      replayed.push(newKey ? { command, key: newKey } : { command });
    } else {
      replayed.push({ command: next.command });
    }
  }
  if (!token) {
    // Nothing to replay (or no header came back): ask the upstream for a fresh session anyway.
    const call: CommerceCall = { idempotent: false };
    const response = await commerceRequest(transport, mutations.session, {}, call);
    const customer = response.data?.customer as { sessionToken?: string } | undefined;
    token = call.responseSessionToken ?? customer?.sessionToken;
  }
  if (!token) throw sessionInvalid();
  await sessions.recordCartRecovered(sessionId, token, replayed);
  return token;
}

/**
 * How many lines the recorded cart should hold, folding adds (by their line key), quantities,
 * removals and empties; undefined when the log cannot tell (a removal names a key of an add
 * recorded without one, as logs written before keys were captured do).
 */
export function expectedLines(recorded: RecordedCartCommand[]): number | undefined {
  const lines = new Set<string>();
  let unkeyed = 0;
  const drop = (key: string): boolean => {
    if (lines.delete(key)) return true;
    return unkeyed === 0; // a key we never saw removes nothing we know of
  };
  for (const [index, { command, key }] of recorded.entries()) {
    switch (command.type) {
      case 'add':
        if (key) lines.add(key);
        else {
          lines.add(`unkeyed-${index}`);
          unkeyed += 1;
        }
        break;
      case 'quantity':
        if (command.quantity <= 0 && !drop(command.key)) return undefined;
        break;
      case 'remove':
        for (const removed of command.keys) if (!drop(removed)) return undefined;
        break;
      case 'empty':
        lines.clear();
        unkeyed = 0;
        break;
      default:
        break;
    }
  }
  return lines.size;
}

type Run = (query: string, input: Record<string, unknown>) => Promise<Record<string, unknown>>;

async function replay(
  command: CartCommand,
  run: Run,
  mapKey: (key: string) => string,
): Promise<{ command: CartCommand; key?: string }> {
  switch (command.type) {
    case 'add': {
      const { type: _type, ...input } = command;
      const data = await run(mutations.add, input);
      const key = (data.addToCart as { cartItem?: { key?: string } } | null)?.cartItem?.key;
      return key ? { command, key } : { command };
    }
    case 'quantity': {
      const key = mapKey(command.key);
      await run(mutations.quantity, { items: [{ key, quantity: command.quantity }] });
      return { command: { ...command, key } };
    }
    case 'remove': {
      const keys = command.keys.map(mapKey);
      await run(mutations.remove, { keys });
      return { command: { ...command, keys } };
    }
    case 'coupon.apply':
      await run(mutations.couponApply, { code: command.code });
      return { command };
    case 'coupon.remove':
      await run(mutations.couponRemove, { codes: command.codes });
      return { command };
    case 'shipping.method':
      await run(mutations.shippingMethod, { shippingMethods: command.methods });
      return { command };
    case 'shipping.address': {
      const { type: _type, ...shipping } = command;
      await run(mutations.shippingAddress, { shipping });
      return { command };
    }
    case 'empty':
      await run(mutations.empty, { clearPersistentCart: true });
      return { command };
  }
}
