import { Shopper } from '../account/shopper.ts';
import type { SessionStore } from '../account/session-store.ts';
import type { PlacedOrder } from './checkout-model.ts';
import type { GatewayContext } from '../schema/context.ts';
import { shopperRequest, type ShopperExecutor } from '../schema/shopper-request.ts';
import { idempotencyMetaKey, type OrderLookup } from './checkout.ts';
import { orderSubject } from '../privacy/shredding/index.ts';

/** What the gateway keeps of an order (checkout-model.ts `PlacedOrder`), as both documents ask it. */
export const orderFields = `databaseId orderNumber orderKey status total billing { firstName city email } customer { databaseId } lineItems(first: 1) { nodes { product { node { name } } } }`;
/**
 * The reconciler's question, in the WooGraphQL dialect a WooCommerce shop answers unchanged: the
 * session's (or signed-in customer's) newest orders with the metadata entry the checkout sent.
 * A crashed attempt is minutes old, so it is among the newest 20.
 */
export const findOrder = `query GatewayFindCheckoutOrder($metaKey: String!) {
  customer { orders(first: 20) { nodes { ${orderFields} metaData(key: $metaKey) { key value } } } }
}`;

export interface CommerceOrder {
  databaseId: number;
  orderNumber?: string;
  orderKey?: string;
  status?: string;
  total?: string;
  billing?: { firstName?: string; city?: string; email?: string };
  customer?: { databaseId?: number } | null;
  lineItems?: { nodes: { product?: { node?: { name?: string } } }[] };
  metaData?: ({ key?: string; value?: string } | null)[] | null;
}

export const toPlacedOrder = (order: CommerceOrder, redirect?: string): PlacedOrder => ({
  orderId: order.databaseId,
  orderNumber: order.orderNumber,
  orderKey: order.orderKey,
  status: order.status,
  total: order.total,
  redirect,
  firstName: order.billing?.firstName,
  city: order.billing?.city,
  subject: orderSubject(order.customer?.databaseId, order.billing?.email),
  productNames: (order.lineItems?.nodes ?? []).flatMap((line) =>
    line.product?.node?.name ? [line.product.node.name] : [],
  ),
});

/** The checkout input with the idempotency key added to the order's metadata. */
export function withIdempotencyKey(input: Record<string, unknown>, key: string): Record<string, unknown> {
  const meta = Array.isArray(input.metaData) ? (input.metaData as { key?: string }[]) : [];
  return {
    ...input,
    metaData: [
      ...meta.filter((entry) => entry?.key !== idempotencyMetaKey),
      { key: idempotencyMetaKey, value: key },
    ],
  };
}

/**
 * An account created at checkout is signed in before the order is created (WooGraphQL's
 * `CreateAccountInput.authenticate`), so the order is the new customer's: without it a real
 * WooCommerce creates the account and a guest order the customer cannot read once signed in.
 */
export function withAccountAuthenticated(input: Record<string, unknown>): Record<string, unknown> {
  const account = input.account as Record<string, unknown> | null | undefined;
  return account ? { ...input, account: { ...account, authenticate: true } } : input;
}

/**
 * Looks an attempt's order up at commerce as the session that placed it (its stored tokens, the
 * usual executor: an auth token about to expire is refreshed first). Undefined when commerce
 * answered without such an order; throws when it could not answer.
 */
export function orderLookup(sessions: SessionStore, commerce: ShopperExecutor): OrderLookup {
  return async ({ key, sessionId }) => {
    const session = await sessions.load(sessionId);
    if (!session?.wooSessionToken && !session?.authToken)
      throw new Error('the session that placed this checkout holds no commerce tokens');
    const shopper = new Shopper(sessions, () => undefined, session);
    const context: GatewayContext = { shopper, locale: 'en', ip: '127.0.0.1' };
    const result = await shopperRequest(commerce, context, findOrder, { metaKey: idempotencyMetaKey });
    const customer = result.data?.customer as { orders?: { nodes?: CommerceOrder[] } } | null | undefined;
    if (result.errors?.length || !customer?.orders?.nodes)
      throw new Error(`commerce could not list the orders: ${result.errors?.[0]?.message ?? 'no answer'}`);
    const found = customer.orders.nodes.find((order) =>
      order.metaData?.some((entry) => entry?.key === idempotencyMetaKey && entry.value === key),
    );
    return found && toPlacedOrder(found);
  };
}
