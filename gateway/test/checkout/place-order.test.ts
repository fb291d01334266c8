/**
 * placeOrder is a command (checkout/place-order.ts): under the shopper's lock it sends commerce
 * its own typed `checkout`, and from its own input and answer empties the cart log, gives the
 * session a new cookie when the order created an account, and counts the funnel's last step.
 * Commerce is stood in for by a transport that keeps one cart per upstream session, so what it
 * was sent, and whether two checkouts ever reached it at once, can be read back.
 */
import { getOperationAST, GraphQLError } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Shopper } from '../../src/account/shopper.ts';
import { CheckoutRepository } from '../../src/checkout/checkout.ts';
import { placeOrder, type PlaceOrderDeps } from '../../src/checkout/place-order.ts';
import { inProcessShopperLock } from '../../src/commands/shopper-lock.ts';
import type { GatewayContext } from '../../src/schema/context.ts';
import type { EventStore } from '../../src/state/open-event-store.ts';
import type { CommerceTransport } from '../../src/upstreams/commerce-transport.ts';
import { backends } from '../support/events/backends.ts';

const backend = backends().find((candidate) => candidate.name === 'embedded PGlite')!;

const billing = {
  firstName: 'Ines',
  lastName: 'García',
  address1: 'Calle Mayor 1',
  city: 'Madrid',
  postcode: '28013',
  country: 'ES',
  email: 'ines@example.com',
};

/** Commerce's checkout: one order per cart with lines, the cart emptied by it, a moment's latency. */
function commerceStandIn() {
  const sent: Record<string, unknown>[] = [];
  let inFlight = 0;
  let mostAtOnce = 0;
  let nextOrder = 9000;
  const cartLines = new Map<string, number>();
  const transport: CommerceTransport = async (request, call) => {
    if (getOperationAST(request.document)?.name?.value !== 'GatewayCheckout')
      throw new Error('only the checkout is expected here');
    sent.push((request.variables as { input: Record<string, unknown> }).input);
    inFlight += 1;
    mostAtOnce = Math.max(mostAtOnce, inFlight);
    await new Promise((resolve) => setTimeout(resolve, 40));
    inFlight -= 1;
    const session = call.wooSessionToken ?? 'new';
    if ((cartLines.get(session) ?? 0) === 0)
      return {
        data: { checkout: null },
        errors: [new GraphQLError('Your cart is empty.', { path: ['checkout'] })],
      };
    cartLines.set(session, 0);
    nextOrder += 1;
    const order = {
      databaseId: nextOrder,
      orderNumber: String(nextOrder),
      orderKey: `wc_order_${nextOrder}`,
      status: 'PROCESSING',
      total: '€12.00',
      billing: { firstName: billing.firstName, city: billing.city },
      lineItems: { nodes: [{ product: { node: { name: 'Cherry Red' } } }] },
    };
    return { data: { checkout: { result: 'success', redirect: null, order } } };
  };
  return {
    transport,
    sent,
    fillCart: (session: string) => cartLines.set(session, 1),
    get mostAtOnce() {
      return mostAtOnce;
    },
  };
}

describe('placeOrder, the command', () => {
  let events: EventStore;
  beforeAll(async () => {
    events = await backend.open({ outbox: { enabled: false } });
  }, 120_000);
  afterAll(async () => {
    await events?.close();
    await backend.cleanup();
  });

  /** A session with one line in its cart log and at commerce, and the command's deps. */
  async function shopperWithACart(upstream: string) {
    const commerce = commerceStandIn();
    const funnel: string[] = [];
    const deps: PlaceOrderDeps = {
      transport: commerce.transport,
      lock: inProcessShopperLock({ waitMs: 5_000 }),
      observe: { funnel: (step) => funnel.push(step), cartRecovery: () => undefined },
      // Without the store's own order hook: the cart log's empty is the command's alone here.
      checkout: new CheckoutRepository(events.log),
    };
    const started = await events.sessions.create();
    await events.sessions.attachUpstreamSession(started.id, upstream);
    await events.sessions.recordCartCommand(started.id, { type: 'add', productId: 12, quantity: 1 });
    commerce.fillCart(upstream);
    const cookies: (string | null)[] = [];
    /** One request of this shopper (a tab): its own Shopper on the same session. */
    const request = async (): Promise<GatewayContext> => ({
      shopper: new Shopper(
        events.sessions,
        (cookie) => cookies.push(cookie),
        await events.sessions.load(started.id),
      ),
      locale: 'en',
      ip: '127.0.0.1',
    });
    return { commerce, deps, funnel, session: started, cookies, request };
  }

  it('places a guest’s order: the order is answered, the cart log is emptied and the funnel counts it once', async () => {
    const { commerce, deps, funnel, session, cookies, request } = await shopperWithACart('upstream-guest');
    const outcome = await placeOrder(deps, await request(), 'guest-order-0001', {
      paymentMethod: 'cod',
      billing,
    });
    expect(outcome).toMatchObject({ status: 'succeeded', replayed: false, order: { orderNumber: '9001' } });
    expect(await events.sessions.cartCommands(session.id)).toEqual([]);
    expect(funnel).toEqual(['order_placed']);
    // Commerce got the key in the order's metadata and the billing address as shipping.
    const { email: _email, ...shipping } = billing;
    expect(commerce.sent).toEqual([
      {
        paymentMethod: 'cod',
        billing,
        shipping,
        metaData: [{ key: 'nails_idempotency_key', value: 'guest-order-0001' }],
      },
    ]);
    // No account, no new cookie.
    expect(cookies).toEqual([]);
  });

  it('an account created with the order signs in before the order and gives the session a new cookie', async () => {
    const { commerce, deps, session, cookies, request } = await shopperWithACart('upstream-account');
    const outcome = await placeOrder(deps, await request(), 'account-order-01', {
      paymentMethod: 'cod',
      billing,
      account: { username: 'ines', password: 'Nails-and-more-2026' },
    });
    expect(outcome.status).toBe('succeeded');
    expect(commerce.sent[0]?.account).toEqual({
      username: 'ines',
      password: 'Nails-and-more-2026',
      authenticate: true,
    });
    expect(cookies).toHaveLength(1);
    expect(await events.sessions.authenticate(session.cookie!)).toBeUndefined();
    expect((await events.sessions.authenticate(cookies[0]!))?.id).toBe(session.id);
  });

  it('a double tap (one key twice at once) places one order and both taps answer it', async () => {
    const { commerce, deps, funnel, request } = await shopperWithACart('upstream-double-tap');
    const input = { paymentMethod: 'cod', billing };
    const [first, second] = await Promise.all([
      placeOrder(deps, await request(), 'double-tap-0001', input),
      placeOrder(deps, await request(), 'double-tap-0001', input),
    ]);
    expect(commerce.sent).toHaveLength(1);
    expect(first.status).toBe('succeeded');
    expect(second.status).toBe('succeeded');
    const orderOf = (outcome: typeof first) => (outcome.status === 'succeeded' ? outcome.order.orderId : 0);
    expect(orderOf(first)).toBe(orderOf(second));
    expect([first.replayed, second.replayed].sort()).toEqual([false, true]);
    expect(funnel).toEqual(['order_placed']);
  });

  it('two tabs (two keys at once for one session) check out one after the other: one order, the other meets the emptied cart', async () => {
    const { commerce, deps, funnel, request } = await shopperWithACart('upstream-two-tabs');
    const input = { paymentMethod: 'cod', billing };
    const outcomes = await Promise.all([
      placeOrder(deps, await request(), 'first-tab-00001', input),
      placeOrder(deps, await request(), 'second-tab-0001', input),
    ]);
    expect(commerce.mostAtOnce).toBe(1);
    expect(commerce.sent).toHaveLength(2);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['failed', 'succeeded']);
    expect(outcomes.find((outcome) => outcome.status === 'failed')).toMatchObject({
      reason: 'Your cart is empty.',
      replayed: false,
    });
    expect(funnel).toEqual(['order_placed']);
  });

  it('an order that cannot get the shopper’s lock in time fails with SHOPPER_BUSY, never sent to commerce', async () => {
    const { commerce, deps, session, request } = await shopperWithACart('upstream-busy');
    const busy = { ...deps, lock: inProcessShopperLock({ waitMs: 50 }) };
    let release = () => {};
    const holding = busy.lock.run(session.id, () => new Promise<void>((resolve) => (release = resolve)));
    const outcome = await placeOrder(busy, await request(), 'busy-order-0001', {
      paymentMethod: 'cod',
      billing,
    });
    release();
    await holding;
    expect(outcome).toMatchObject({ status: 'failed', code: 'SHOPPER_BUSY' });
    expect(commerce.sent).toEqual([]);
  });
});
