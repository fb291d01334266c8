import type { SubschemaConfig } from '@graphql-tools/delegate';
import { GraphQLError } from 'graphql';
import { recordCartChanges } from '../cart/cart-changes.ts';
import { emptyCartAtCommerce } from '../cart/empty-cart.ts';
import { callCommerce } from '../commands/commerce-call.ts';
import { underShopperLock, type CommandDeps } from '../commands/command.ts';
import { commerceDocument } from '../commands/commerce-document.ts';
import { GatewayError } from '../errors.ts';
import { refusalOf } from '../graphql/upstream-refusals.ts';
import type { GatewayContext } from '../schema/context.ts';
import { refuseUnknownCountries } from './address-countries.ts';
import type { PlacedOrder } from './checkout-model.ts';
import { CheckoutRefused, type CheckoutOutcome, type CheckoutRepository } from './checkout.ts';
import {
  orderFields,
  toPlacedOrder,
  withAccountAuthenticated,
  withIdempotencyKey,
  type CommerceOrder,
} from './commerce-checkout.ts';
import { withShippingFromBilling } from './shipping-from-billing.ts';

type Input = Record<string, unknown>;

const checkoutAtCommerce = commerceDocument<
  { checkout: { result: string | null; redirect: string | null; order: CommerceOrder | null } | null },
  { input: Input }
>(`mutation GatewayCheckout($input: CheckoutInput!) {
  checkout(input: $input) { result redirect order { ${orderFields} } }
}`);

export interface PlaceOrderDeps extends Omit<CommandDeps, 'commerce'> {
  /** The commerce subschema: its `CountriesEnum` is what a country must be (`address-countries.ts`). */
  commerce?: Pick<SubschemaConfig, 'schema'>;
  checkout: CheckoutRepository;
  /** The session's cart fingerprint (cart-fingerprint.ts); undefined when it cannot be read. */
  cartFingerprint?(sessionId: string): Promise<string | undefined>;
}

/**
 * Places the shopper's order once per idempotency key (behaviour §2 checkout). The attempt is
 * recorded through the checkout decider (`checkout.ts`: requested, then succeeded or failed): a
 * double tap's second request finds the key requested and waits for the first's outcome, within
 * the checkout's own wait. The order is placed at commerce under the shopper's lock, so a second
 * tab's order waits for the first and meets the cart it emptied. Only that part holds the lock: a
 * repeat that waited for the lock first and then for the outcome would outlast the request.
 */
export async function placeOrder(
  deps: PlaceOrderDeps,
  context: GatewayContext,
  idempotencyKey: string,
  input: Input,
): Promise<CheckoutOutcome> {
  refuseUnknownCountries(input, deps.commerce?.schema);
  const { id } = await context.shopper.ensure();
  return deps.checkout.run(
    idempotencyKey,
    id,
    () =>
      underShopperLock(deps, context, () => placeAtCommerce(deps, context, input, idempotencyKey)).catch(
        notSentWhenBusy,
      ),
    await deps.cartFingerprint?.(id),
  );
}

/**
 * SHOPPER_BUSY: the shopper's lock stayed held past its wait, so commerce was never asked. The
 * attempt fails with that code (retryable) rather than wait for an order that cannot exist.
 */
function notSentWhenBusy(error: unknown): never {
  if (error instanceof GatewayError && error.code === 'SHOPPER_BUSY')
    throw new CheckoutRefused(error.message, 'SHOPPER_BUSY');
  throw error;
}

/**
 * Commerce's `checkout` with the key in the order's metadata (the reconciler finds the order by
 * it), shipping copied from billing unless the shopper ships elsewhere, and an account made here
 * signed in first. Then what the order means, from this command's own input and answer: the cart
 * log ends with an empty (a recovery must never bring bought items back), an account created at
 * checkout empties the new customer's cart and gives the session a new cookie (gateway README
 * "Sessions"), and the shop funnel counts the order.
 */
async function placeAtCommerce(
  deps: PlaceOrderDeps,
  context: GatewayContext,
  input: Input,
  idempotencyKey: string,
): Promise<PlacedOrder> {
  const sent = withIdempotencyKey(withAccountAuthenticated(withShippingFromBilling(input)), idempotencyKey);
  const answer = await callCommerce(deps, context, checkoutAtCommerce, { input: sent }).catch(asRefusal);
  const placed = answer.checkout;
  if (!placed?.order || placed.result !== 'success')
    throw new CheckoutRefused('The order could not be placed.');
  await recordCartChanges(context, [{ type: 'empty' }]);
  if (input.account) {
    await emptyNewCustomersCart(deps, context);
    await context.shopper.rotate('account-at-checkout');
  }
  deps.observe?.funnel('order_placed');
  return toPlacedOrder(placed.order, placed.redirect ?? undefined);
}

/**
 * A real WooCommerce answers the customer an account-creating checkout signed in with the order's
 * lines still in her cart (the session it switched to keeps them), and any later read of that
 * session may write them back over a change (a session is last-write-wins). Emptied here, inside
 * the command and before the browser has the order, nothing of what she bought is left to come
 * back. The order stands either way: a failure is logged, not answered.
 */
async function emptyNewCustomersCart(deps: PlaceOrderDeps, context: GatewayContext): Promise<void> {
  try {
    await callCommerce(deps, context, emptyCartAtCommerce, { input: { clearPersistentCart: true } });
  } catch (error) {
    context.log?.warn({ err: error }, "checkout: the new customer's cart could not be emptied");
  }
}

/**
 * A refusal commerce worded becomes the attempt's recorded outcome, with its stable code, so a
 * reload shows the same translated refusal. A call commerce did not answer stays as it is: the
 * order may exist all the same, and the checkout asks commerce for it (`commerceCallEnded`).
 */
function asRefusal(error: unknown): never {
  const unanswered = error instanceof GatewayError && error.code === 'UPSTREAM_UNAVAILABLE';
  if (error instanceof GraphQLError && !unanswered)
    throw new CheckoutRefused(error.message, refusalOf(error.message)?.code ?? 'CHECKOUT_FAILED');
  throw error;
}
