import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStore, type EventStore } from '../../src/state/open-event-store.ts';
import { Browser, startStack, type Stack, inStockSimpleProduct } from '../support/stack.ts';

const address = (email: string) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: 'Unter den Linden 1',
  city: 'Berlin',
  postcode: '10117',
  country: 'DE',
  email,
  phone: '030 1234567',
});
const placeOrder = `mutation($key: ID!, $input: PlaceOrderInput!) {
  placeOrder(idempotencyKey: $key, input: $input) { status orderId orderKey }
}`;
const orderQuery = `query($id: ID!, $idType: OrderIdTypeEnum!) {
  order(id: $id, idType: $idType) { databaseId total billing { email phone } }
}`;
const orderList = `query { customer { orders(first: 50) { nodes { databaseId billing { email } } } } }`;

/** The order rule of the gateway README "Who reads an order", through the gateway on the embedded stack. */
describe('who reads an order', () => {
  let stack: Stack;
  let events: EventStore;
  let buyer: Browser;
  let placed: { orderId: number; orderKey: string };

  beforeAll(async () => {
    events = await openEventStore({
      dataDir: mkdtempSync(path.join(tmpdir(), 'gw-order-reads-')),
      outbox: { enabled: false },
    });
    stack = await startStack({}, { events });
    buyer = new Browser(stack.gateway);
    const product = await inStockSimpleProduct(buyer);
    await buyer.graphql(
      'mutation($id: Int!) { addToCart(input: { productId: $id, quantity: 1 }) { cart { isEmpty } } }',
      {
        id: product.databaseId,
      },
    );
    const result = await buyer.graphql<{ placeOrder: { status: string; orderId: number; orderKey: string } }>(
      placeOrder,
      { key: 'order-reads-0001', input: { paymentMethod: 'cod', billing: address('victim@example.com') } },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data.placeOrder.status).toBe('SUCCEEDED');
    placed = result.data.placeOrder;
  }, 180_000);
  afterAll(async () => {
    await stack?.close();
    await events?.close();
  });

  it('the guest who placed it reads it by key, by number and in their list', async () => {
    const byKey = await buyer.graphql<{ order: { databaseId: number } | null }>(orderQuery, {
      id: placed.orderKey,
      idType: 'ORDER_KEY',
    });
    expect(byKey.errors).toBeUndefined();
    expect(byKey.data.order?.databaseId).toBe(placed.orderId);
    const byNumber = await buyer.graphql<{ order: { databaseId: number } | null }>(orderQuery, {
      id: String(placed.orderId),
      idType: 'DATABASE_ID',
    });
    expect(byNumber.data.order?.databaseId).toBe(placed.orderId);
    const list = await buyer.graphql<{ customer: { orders: { nodes: { databaseId: number }[] } } }>(
      orderList,
    );
    expect(list.data.customer.orders.nodes.map((order) => order.databaseId)).toEqual([placed.orderId]);
  });

  it("another guest who types the buyer's email reads none of their orders, by number, key or list", async () => {
    const thief = new Browser(stack.gateway);
    await thief.graphql(
      'mutation($email: String!) { updateCustomer(input: { billing: { email: $email } }) { customer { id } } }',
      { email: 'victim@example.com' },
    );
    for (let number = placed.orderId - 3; number <= placed.orderId + 3; number++) {
      const sweep = await thief.graphql<{ order: unknown }>(orderQuery, {
        id: String(number),
        idType: 'DATABASE_ID',
      });
      expect(sweep.data.order).toBeNull();
    }
    const byKey = await thief.graphql<{ order: unknown }>(orderQuery, {
      id: placed.orderKey,
      idType: 'ORDER_KEY',
    });
    expect(byKey.data.order).toBeNull();
    const list = await thief.graphql<{ customer: { orders: { nodes: unknown[] } } | null }>(orderList);
    expect(list.data.customer?.orders.nodes ?? []).toEqual([]);
    expect(thief.bodies.join('\n')).not.toContain('030 1234567');
  });
});
