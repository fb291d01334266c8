import { GraphQLError } from 'graphql';
import type { CartCommand } from '../sessions/session-store.ts';
import type { RecordedCartCommand } from './events.ts';
import type { EventSourcedSessionStore } from './session-store.ts';

/** Runs one commerce GraphQL operation on a given upstream session (none: the upstream opens one). */
export type CommerceExecutor = (request: {
  query: string;
  variables?: Record<string, unknown>;
  wooSessionToken?: string;
}) => Promise<CommerceResponse>;

export interface CommerceResponse {
  data?: Record<string, unknown> | null;
  errors?: readonly { message: string }[];
  /** The `woocommerce-session` response header, when the upstream sent one. */
  wooSessionToken?: string;
}

/** Architecture: these upstream messages mean the session must be replaced. */
export const sessionLossMessages = ['Invalid session token', 'The iss do not match with this server'];

export const isSessionLoss = (errors: readonly { message: string }[] | undefined): boolean =>
  !!errors?.some((error) => sessionLossMessages.some((message) => error.message.includes(message)));

export const sessionInvalid = () =>
  new GraphQLError('Your session has expired. Please reload the page.', {
    extensions: { code: 'SESSION_INVALID' },
  });

const mutations = {
  add: `mutation RecoverAddToCart($input: AddToCartInput!) { addToCart(input: $input) { cartItem { key } } }`,
  quantity: `mutation RecoverQuantities($input: UpdateItemQuantitiesInput!) { updateItemQuantities(input: $input) { cart { isEmpty } } }`,
  remove: `mutation RecoverRemove($input: RemoveItemsFromCartInput!) { removeItemsFromCart(input: $input) { cart { isEmpty } } }`,
  couponApply: `mutation RecoverApplyCoupon($input: ApplyCouponInput!) { applyCoupon(input: $input) { cart { isEmpty } } }`,
  couponRemove: `mutation RecoverRemoveCoupons($input: RemoveCouponsInput!) { removeCoupons(input: $input) { cart { isEmpty } } }`,
  shippingMethod: `mutation RecoverShippingMethod($input: UpdateShippingMethodInput!) { updateShippingMethod(input: $input) { cart { isEmpty } } }`,
  shippingAddress: `mutation RecoverShippingAddress($input: UpdateCustomerInput!) { updateCustomer(input: $input) { customer { id } } }`,
  empty: `mutation RecoverEmpty($input: EmptyCartInput!) { emptyCart(input: $input) { cart { isEmpty } } }`,
  session: `query RecoverSession { customer { sessionToken } }`,
};

/**
 * Rebuilds a cart whose upstream session died: replays the session's recorded cart commands,
 * oldest first, on a new upstream session, maps old line keys onto the new ones, records the
 * recovery and returns the new session token. Any failed step throws SESSION_INVALID, and then
 * the browser does the spec §4 reset.
 */
export async function recoverCart(
  sessions: EventSourcedSessionStore,
  sessionId: string,
  execute: CommerceExecutor,
): Promise<string> {
  const recorded = await sessions.recordedCart(sessionId);
  let token: string | undefined;
  const keys = new Map<string, string>();
  const mapKey = (key: string) => keys.get(key) ?? key; // WooCommerce keys are hashes: often unchanged
  const replayed: RecordedCartCommand[] = [];

  const run = async (query: string, input: Record<string, unknown>): Promise<Record<string, unknown>> => {
    const response = await execute({
      query,
      variables: { input },
      ...(token ? { wooSessionToken: token } : {}),
    });
    if (response.errors?.length || !response.data) throw sessionInvalid();
    token = response.wooSessionToken ?? token;
    return response.data;
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
    const response = await execute({ query: mutations.session });
    const customer = response.data?.customer as { sessionToken?: string } | undefined;
    token = response.wooSessionToken ?? customer?.sessionToken;
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
