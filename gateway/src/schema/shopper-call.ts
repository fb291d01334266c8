import type { ExecutionRequest, ExecutionResult } from '@graphql-tools/utils';
import type { GraphQLSchema } from 'graphql';
import { applyCapturedTokens, signOutOnLogout } from '../account/sign-in.ts';
import { signInAfterRegistration } from '../account/sign-in-after-registration.ts';
import { createdAccountAtCheckout, mutationNeedsSession } from '../account/session-needs.ts';
import { takeCapturedTokens, withCapturedTokens } from '../account/token-capture.ts';
import { refreshAuthIfDue } from '../account/token-refresh.ts';
import { showsEmptyCart, withCartItemKeys } from '../cart/cart-commands.ts';
import { isSessionLoss, sessionInvalid } from '../cart/cart-recovery.ts';
import { recordCartCommands } from '../cart/record-cart-commands.ts';
import { placedOrders } from '../checkout/placed-orders.ts';
import { readOrdersPlacedAsGuest } from '../checkout/orders-placed-as-guest.ts';
import { heldReviewAsPending } from '../catalogue/held-review.ts';
import { customerOrderRequest, guestOrderRequest, type PlacedOrders } from '../checkout/order-access.ts';
import { rootFieldsOf } from './operation-fields.ts';
import {
  commerceLanguage,
  type CommerceCall,
  type CommerceTransport,
} from '../upstreams/commerce-transport.ts';
import type { ShopperLock } from '../commands/shopper-lock.ts';
import type { GatewayContext } from './context.ts';

type ShopperRequest = ExecutionRequest<Record<string, unknown>, GatewayContext>;

export interface ShopperCallOptions {
  schema: GraphQLSchema;
  transport: CommerceTransport;
  /** Cart recovery: rebuilds a lost upstream cart from the event log; answers true when the request may be retried. */
  recoverCart?: (context: GatewayContext, cause?: 'session-lost' | 'cart-empty') => Promise<boolean>;
  /** The orders a guest session placed: the only orders a guest may read (checkout/order-access.ts). */
  placedOrders?: PlacedOrders;
  /** One change per shopper at a time: a cart recovery a read sets off rebuilds the cart under it. */
  lock?: ShopperLock;
  /** Metrics hooks: shop funnel steps and cart recoveries. */
  observe?: { funnel(step: 'add_to_cart' | 'order_placed'): void; cartRecovery(ok: boolean): void };
}

/**
 * A commerce call as the shopper, in steps: refresh the auth token when due, send with the
 * session's tokens, then either handle a lost session (recover the cart and retry once, or
 * SESSION_INVALID) or keep what came back: the upstream session, an empty cart to recover,
 * captured tokens (sign-in), a logout, the cart changes for the log and the funnel counts.
 */
export async function executeForShopper(
  options: ShopperCallOptions,
  request: ShopperRequest,
  isQuery: boolean,
  mayRecover = true,
): Promise<ExecutionResult> {
  const context = request.context;
  if (!context?.shopper) return (await send(options.transport, request, isQuery)).result;
  const { shopper } = context;
  await refreshAuthIfDue(options.transport, context);
  // A guest's cart change or checkout starts the session first: a refused start (the per-IP
  // bound on new sessions) is refused before commerce changes anything.
  if (!isQuery && !shopper.session && mutationNeedsSession(request.document, request.operationName))
    await shopper.ensure();
  const orderRead =
    isQuery && !context.gatewayCall
      ? shopper.signedIn
        ? await asCustomerOrderRead(options, request)
        : await asGuestOrderRead(options, request)
      : undefined;
  const sent = await send(options.transport, orderRead?.request ?? request, isQuery);
  const { call, tokens } = sent;
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
      options.observe?.cartRecovery(recovered);
      if (recovered) return retry();
    }
    if (shopper.session?.wooSessionToken) await shopper.attachUpstream('');
    return { data: null, errors: [sessionInvalid()] };
  }
  // A sign-in first: it keeps the guest's upstream session the response replaces (order received
  // after sign-in reads the orders placed as that guest, checkout/orders-placed-as-guest.ts).
  await applyCapturedTokens(shopper, tokens, call.responseSessionToken);
  // A guest's read does not start a session: the cart commerce would open for it is empty.
  if (call.responseSessionToken && shopper.session) await shopper.attachUpstream(call.responseSessionToken);
  // Commerce lost the cart but still accepts the token: rebuilt from the log like a lost session.
  if (isQuery && mayRecover && options.recoverCart && showsEmptyCart(request.document, result.data)) {
    if (await recoverCart('cart-empty')) {
      options.observe?.cartRecovery(true);
      return retry();
    }
  }
  if (!isQuery)
    result = await signInAfterRegistration(
      request.document,
      request.variables,
      result,
      () => shopper.signedIn,
      async (document, variables) => {
        const query = document.definitions.some(
          (definition) => definition.kind === 'OperationDefinition' && definition.operation === 'query',
        );
        const followUp = { ...request, document, variables, operationName: undefined };
        const sentAgain = await send(options.transport, followUp, query);
        await applyCapturedTokens(shopper, sentAgain.tokens, sentAgain.call.responseSessionToken);
        return sentAgain.result;
      },
    );
  if (!isQuery && createdAccountAtCheckout(request.document, request.variables, result.data))
    await shopper.rotate('account-at-checkout');
  result = await signOutOnLogout(shopper, request.document, result);
  if (!isQuery) result = heldReviewAsPending(request.document, result);
  await recordCartCommands(options.schema, request, result, shopper, () =>
    options.observe?.funnel('add_to_cart'),
  );
  for (let order = placedOrders(request.document, result.data); order > 0; order--)
    options.observe?.funnel('order_placed');
  return result;
}

/**
 * Sends the request with the shopper's upstream tokens and language; a mutation also asks for
 * the tokens commerce hands out and the keys of added cart lines, under private aliases
 * (account/token-capture.ts, cart/cart-commands.ts).
 */
async function send(transport: CommerceTransport, request: ShopperRequest, isQuery: boolean) {
  const session = request.context?.shopper?.session;
  const document = isQuery
    ? request.document
    : withCartItemKeys(withCapturedTokens(request.document, Boolean(session?.authToken)));
  const call: CommerceCall = {
    idempotent: isQuery,
    wooSessionToken: session?.wooSessionToken,
    authToken: session?.authToken,
    language: commerceLanguage(request.context?.locale),
  };
  const result = await transport({ ...request, document }, call);
  // Taken out of the answer at once, whoever asked: tokens never reach the browser.
  const tokens = takeCapturedTokens(document, result);
  return { result, call, tokens };
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
