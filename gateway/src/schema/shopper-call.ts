import type { ExecutionRequest, ExecutionResult } from '@graphql-tools/utils';
import { refreshAuthIfDue } from '../account/token-refresh.ts';
import { isSessionLoss, sessionInvalid } from '../cart/cart-recovery.ts';
import { showsEmptyCart } from '../cart/empty-cart-read.ts';
import type { RecoverCart } from '../cart/recover-lost-cart.ts';
import { readOrdersPlacedAsGuest } from '../checkout/orders-placed-as-guest.ts';
import { customerOrderRequest, guestOrderRequest, type PlacedOrders } from '../checkout/order-access.ts';
import type { ShopperLock } from '../commands/shopper-lock.ts';
import { GatewayError } from '../errors.ts';
import { rootFieldsOf } from './operation-fields.ts';
import {
  commerceLanguage,
  type CommerceCall,
  type CommerceTransport,
} from '../upstreams/commerce-transport.ts';
import type { GatewayContext } from './context.ts';

type ShopperRequest = ExecutionRequest<Record<string, unknown>, GatewayContext>;

export interface ShopperCallOptions {
  transport: CommerceTransport;
  /** Cart recovery: rebuilds a lost upstream cart from the event log; answers true when the request may be retried. */
  recoverCart?: RecoverCart;
  /** The orders a guest session placed: the only orders a guest may read (checkout/order-access.ts). */
  placedOrders?: PlacedOrders;
  /** One change per shopper at a time: a cart recovery a read sets off rebuilds the cart under it. */
  lock?: ShopperLock;
  /** Metrics hooks: shop funnel steps (counted by the commands) and cart recoveries. */
  observe?: { funnel(step: 'add_to_cart' | 'order_placed'): void; cartRecovery(ok: boolean): void };
}

/**
 * A commerce read as the shopper (gateway README "How a request flows", reads): the auth token
 * refreshed when due, the session's tokens and language sent, a guest's order reads limited to
 * the orders her session placed, and a lost session or an emptied cart rebuilt from the log under
 * the shopper's lock before the read is sent once more (else SESSION_INVALID). Changes are the
 * gateway's own commands (`commands/`): the commerce subschema forwards no mutation, so none
 * reaches this call.
 */
export async function executeForShopper(
  options: ShopperCallOptions,
  request: ShopperRequest,
  isQuery: boolean,
  mayRecover = true,
): Promise<ExecutionResult> {
  if (!isQuery)
    throw new GatewayError(
      'INTERNAL_SERVER_ERROR',
      undefined,
      {},
      new Error('a mutation reached commerce reads'),
    );
  const context = request.context;
  if (!context?.shopper) return (await send(options.transport, request)).result;
  const { shopper } = context;
  await refreshAuthIfDue(options.transport, context);
  const orderRead = context.gatewayCall
    ? undefined
    : shopper.signedIn
      ? await asCustomerOrderRead(options, request)
      : await asGuestOrderRead(options, request);
  const sent = await send(options.transport, orderRead?.request ?? request);
  let result = orderRead ? orderRead.unwrap(sent.result) : sent.result;
  if (orderRead && shopper.signedIn)
    result = await readOrdersPlacedAsGuest(options.transport, options.placedOrders, request, result);
  const retry = () => executeForShopper(options, request, isQuery, false);
  const recoverCart = (cause?: 'cart-empty') => {
    const recover = () => options.recoverCart!(context, cause);
    return options.lock && shopper.session ? options.lock.run(shopper.session.id, recover) : recover();
  };
  if (isSessionLoss(result.errors)) {
    if (mayRecover && options.recoverCart) {
      const recovered = await recoverCart();
      if (recovered !== 'changed-meanwhile') options.observe?.cartRecovery(recovered);
      if (recovered) return retry();
    }
    if (shopper.session?.wooSessionToken) await shopper.attachUpstream('');
    return { data: null, errors: [sessionInvalid()] };
  }
  // A guest's read does not start a session: the cart commerce would open for it is empty.
  if (sent.call.responseSessionToken && shopper.session)
    await shopper.attachUpstream(sent.call.responseSessionToken);
  // Commerce lost the cart but still accepts the token: rebuilt from the log like a lost session.
  if (mayRecover && options.recoverCart && showsEmptyCart(request.document, result.data)) {
    const recovered = await recoverCart('cart-empty');
    if (recovered === true) options.observe?.cartRecovery(true);
    if (recovered) return retry();
  }
  return result;
}

/** Sends the read with the shopper's upstream tokens and language. */
async function send(transport: CommerceTransport, request: ShopperRequest) {
  const session = request.context?.shopper?.session;
  const call: CommerceCall = {
    idempotent: true,
    wooSessionToken: session?.wooSessionToken,
    authToken: session?.authToken,
    language: commerceLanguage(request.context?.locale),
  };
  return { result: await transport(request, call), call };
}

const readsOrders = (request: ShopperRequest) =>
  rootFieldsOf(request.document, request.operationName).some(
    (field) => field === 'order' || field === 'customer',
  );

/** A customer's reads of orders this session placed, asked by database id (checkout/order-access.ts). */
async function asCustomerOrderRead(options: ShopperCallOptions, request: ShopperRequest) {
  if (!rootFieldsOf(request.document, request.operationName).includes('order')) return undefined;
  const session = request.context?.shopper.session;
  const placed = session && options.placedOrders ? await options.placedOrders(session.id) : [];
  const document = customerOrderRequest(request.document, request.variables, placed);
  return document && { request: { ...request, document }, unwrap: (result: ExecutionResult) => result };
}

/** A guest's order reads, restricted to the orders their session placed (checkout/order-access.ts). */
async function asGuestOrderRead(options: ShopperCallOptions, request: ShopperRequest) {
  if (!readsOrders(request)) return undefined;
  const session = request.context?.shopper.session;
  const placed = session && options.placedOrders ? await options.placedOrders(session.id) : [];
  const rewritten = guestOrderRequest(request.document, request.variables, placed);
  return rewritten && { request: { ...request, document: rewritten.document }, unwrap: rewritten.unwrap };
}
