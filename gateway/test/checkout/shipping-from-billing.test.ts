/**
 * Shipping is the billing address unless the shopper asked for another one (behaviour §2
 * checkout): the gateway's placeOrder sends the copy to commerce itself, so a WooCommerce shop
 * (whose WooGraphQL checkout does not copy it) stores the whole address, as the embedded one does.
 */
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withShippingFromBilling } from '../../src/checkout/shipping-from-billing.ts';
import { openEventStore, type EventStore } from '../../src/state/open-event-store.ts';
import { Browser, startStack, type Stack, inStockSimpleProduct } from '../support/stack.ts';

const billing = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: 'Analytical Engines',
  address1: 'Torstraße 1',
  address2: 'Hinterhaus',
  city: 'Berlin',
  postcode: '10115',
  country: 'DE',
  email: 'ada@example.com',
  phone: '+49 30 1234567',
};
const { email: _billingEmail, ...billingWithoutEmail } = billing;
const elsewhere = {
  firstName: 'Charles',
  lastName: 'Babbage',
  address1: 'Rue de Rivoli 1',
  city: 'Paris',
  postcode: '75001',
  country: 'FR',
};

describe('shipping from billing', () => {
  it('ships to the billing address, without its email, when the shopper did not tick another address', () => {
    const input = { paymentMethod: 'cod', billing, shipToDifferentAddress: false };
    expect(withShippingFromBilling(input)).toEqual({ ...input, shipping: billingWithoutEmail });
  });

  it('ships to the billing address when the client says nothing about shipping', () => {
    expect(withShippingFromBilling({ paymentMethod: 'cod', billing }).shipping).toEqual(billingWithoutEmail);
  });

  it('replaces a shipping address sent without the box ticked, as WooCommerce ignores it then', () => {
    const input = { billing, shipping: elsewhere, shipToDifferentAddress: false };
    expect(withShippingFromBilling(input).shipping).toEqual(billingWithoutEmail);
  });

  it('keeps the address the shopper asked to ship to', () => {
    const input = { billing, shipping: elsewhere, shipToDifferentAddress: true };
    expect(withShippingFromBilling(input)).toBe(input);
  });
});

/** Passes every request to commerce and keeps the inputs of the checkouts the gateway sent. */
async function startRecordingProxy(target: Promise<string>) {
  const checkouts: Record<string, unknown>[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const sent = JSON.parse(body.toString() || '{}') as {
        query?: string;
        variables?: { input?: Record<string, unknown> };
      };
      if (sent.query?.includes('GatewayCheckout') && sent.variables?.input)
        checkouts.push(sent.variables.input);
      void target.then((origin) => {
        const upstream = http.request(
          `${origin}${request.url ?? '/'}`,
          { method: request.method, headers: request.headers },
          (answer) => {
            response.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(response);
          },
        );
        upstream.on('error', () => response.socket?.destroy());
        upstream.end(body);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    checkouts,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('a guest checkout without "ship to a different address", through the gateway on the embedded back end', () => {
  let stack: Stack;
  let events: EventStore;
  let proxy: Awaited<ReturnType<typeof startRecordingProxy>>;
  let shopper: Browser;

  beforeAll(async () => {
    let commerceOrigin!: (url: string) => void;
    proxy = await startRecordingProxy(new Promise((resolve) => (commerceOrigin = resolve)));
    events = await openEventStore({
      dataDir: mkdtempSync(path.join(tmpdir(), 'gw-shipping-from-billing-')),
      outbox: { enabled: false },
    });
    stack = await startStack({ COMMERCE_GRAPHQL_URL: `${proxy.url}/graphql` }, { events });
    commerceOrigin(stack.commerceUrl);
    shopper = new Browser(stack.gateway);
  }, 180_000);
  afterAll(async () => {
    await stack?.close();
    await events?.close();
    await proxy?.close();
  });

  it('sends commerce the billing address as shipping, and the order holds it', async () => {
    const product = await inStockSimpleProduct(shopper);
    await shopper.graphql(
      'mutation($id: Int!) { addToCart(input: { productId: $id, quantity: 1 }) { cart { isEmpty } } }',
      {
        id: product.databaseId,
      },
    );
    const placed = await shopper.graphql<{ placeOrder: { status: string; orderKey: string } }>(
      `mutation($key: ID!, $input: PlaceOrderInput!) {
        placeOrder(idempotencyKey: $key, input: $input) { status orderKey }
      }`,
      {
        key: 'ship-to-billing-0001',
        input: { paymentMethod: 'cod', billing, shipToDifferentAddress: false },
      },
    );
    expect(placed.errors).toBeUndefined();
    expect(placed.data.placeOrder.status).toBe('SUCCEEDED');
    expect(proxy.checkouts).toHaveLength(1);
    expect(proxy.checkouts[0]).toMatchObject({
      shipToDifferentAddress: false,
      shipping: billingWithoutEmail,
    });

    const { data, errors } = await shopper.graphql<{ order: { shipping: Record<string, string | null> } }>(
      `query($id: ID!) {
        order(id: $id, idType: ORDER_KEY) {
          shipping { firstName lastName company address1 address2 city postcode country }
        }
      }`,
      { id: placed.data.placeOrder.orderKey },
    );
    expect(errors).toBeUndefined();
    const { phone: _phone, ...shippedTo } = billingWithoutEmail;
    expect(data.order.shipping).toEqual(shippedTo);
  });
});
