import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStore, type EventStore } from '../../src/state/open-event-store.ts';
import { Browser, startStack, type Stack, inStockSimpleProduct } from '../support/stack.ts';

/**
 * Newsletter codes (gateway README "Newsletter codes"): where commerce makes a subscriber's own
 * code (the newsletter-coupons capability, here the embedded back end), the modal shows hers, one
 * order billed to her address takes it and nobody else's; a shop key commerce refuses leaves the
 * shop's public code (content's `sub_code`) as before.
 */
type Subscription = { code: string | null; message: string | null; alreadySubscribed: boolean };

/** A stack with the event store the newsletter keeps its sign-ups in. */
async function stackWithEvents(env: NodeJS.ProcessEnv = {}): Promise<Stack & { events: EventStore }> {
  // The app's own content client (the shop's newsletter settings), no outbox: nothing is delivered.
  const events = await openEventStore({
    dataDir: mkdtempSync(path.join(tmpdir(), 'gw-newsletter-')),
    contentClient: 'app',
    content: { url: 'http://127.0.0.1:9', token: 'unused' },
    outbox: { enabled: false },
  });
  const stack = await startStack(env, { events });
  return {
    ...stack,
    events,
    close: async () => {
      await stack.close();
      await events.close();
    },
  };
}

let lastAddress = 0;
/** Each sign-up from its own address: the per-IP limit of sign-ups is not what is tested here. */
async function subscribe(gateway: FastifyInstance, email: string): Promise<Subscription> {
  const response = await gateway.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${(lastAddress += 1)}` },
    payload: {
      query:
        'mutation($email: String!) { subscribeToNewsletter(email: $email) { code message alreadySubscribed } }',
      variables: { email },
    },
  });
  const body = response.json() as { data?: { subscribeToNewsletter: Subscription }; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data!.subscribeToNewsletter;
}

const cartWith = `mutation($id: Int!) { addToCart(input: { productId: $id, quantity: 1 }) { cart { isEmpty } } }`;

async function checkoutWith(stack: Stack, code: string, email: string) {
  const shopper = new Browser(stack.gateway);
  const product = await inStockSimpleProduct(shopper);
  expect((await shopper.graphql(cartWith, { id: product.databaseId })).errors).toBeUndefined();
  // As the storefront's checkout does once her email is typed: the session knows her address.
  const addressed = await shopper.graphql(
    'mutation($email: String) { updateCustomer(input: { isSession: true, billing: { country: DE, email: $email } }) { customer { id } } }',
    { email },
  );
  expect(addressed.errors).toBeUndefined();
  const applied = await shopper.graphql(
    'mutation($code: String!) { applyCoupon(input: { code: $code }) { applied { code } } }',
    { code },
  );
  const placed = await shopper.graphql<{
    placeOrder: { status: string; errorCode: string | null; errorMessage: string | null };
  }>(
    `mutation($key: ID!, $input: PlaceOrderInput!) { placeOrder(idempotencyKey: $key, input: $input) { status errorCode errorMessage } }`,
    {
      key: crypto.randomUUID(),
      input: {
        paymentMethod: 'cod',
        billing: {
          firstName: 'Lea',
          lastName: 'Sommer',
          address1: 'Lindenstraße 4',
          city: 'Köln',
          postcode: '50667',
          country: 'DE',
          email,
          phone: '+49 221 555 0100',
        },
      },
    },
  );
  return { applied, placed };
}

describe('newsletter codes made by commerce', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await stackWithEvents();
  }, 120_000);
  afterAll(async () => stack?.close());

  it('gives each subscriber her own code, the same one when she signs up again', async () => {
    const first = await subscribe(stack.gateway, 'lea@example.com');
    expect(first.code).toMatch(/^WELCOME-[A-Z2-9]{8}$/);
    expect(first.message).toMatch(/10%/);
    const again = await subscribe(stack.gateway, ' LEA@example.com ');
    expect(again).toMatchObject({ code: first.code, alreadySubscribed: true });
    const other = await subscribe(stack.gateway, 'noa@example.com');
    expect(other.code).toMatch(/^WELCOME-/);
    expect(other.code).not.toBe(first.code);
  });

  it('takes off one order billed to her, and refuses a second one and anybody else', async () => {
    const { code } = await subscribe(stack.gateway, 'mia@example.com');
    // In a cart that knows no address yet she is told to apply it at checkout, her email typed.
    const early = new Browser(stack.gateway);
    const simple = await inStockSimpleProduct(early);
    await early.graphql(cartWith, { id: simple.databaseId });
    const tooEarly = await early.graphql(
      'mutation($code: String!) { applyCoupon(input: { code: $code }) { applied { code } } }',
      {
        code,
      },
    );
    expect(tooEarly.errors?.[0]).toMatchObject({ extensions: { code: 'COUPON_NEEDS_EMAIL' } });

    const theft = await checkoutWith(stack, code!, 'thief@example.com');
    expect(theft.applied.errors?.[0]).toMatchObject({ extensions: { code: 'COUPON_INVALID' } });

    const hers = await checkoutWith(stack, code!, 'Mia@example.com');
    expect(hers.placed.errors).toBeUndefined();
    expect(hers.placed.data?.placeOrder.status).toBe('SUCCEEDED');

    const second = await checkoutWith(stack, code!, 'mia@example.com');
    expect(second.applied.errors?.[0]).toMatchObject({ extensions: { code: 'COUPON_INVALID' } });
  });
});

describe('newsletter codes when commerce refuses the shop key', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await stackWithEvents({ COMMERCE_SHOP_KEY: 'not-the-shop-key-of-this-commerce' });
  }, 120_000);
  afterAll(async () => stack?.close());

  it("gives the shop's public code, as before", async () => {
    expect((await subscribe(stack.gateway, 'ida@example.com')).code).toBe('WELCOME10');
  });
});
