import { parse, print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { customerOrderRequest, guestOrderRequest, ownOrder } from '../../src/checkout/order-access.ts';
import type { PlacedOrder } from '../../src/checkout/checkout-model.ts';

const placed: PlacedOrder[] = [{ orderId: 55, orderKey: 'wc_order_abc', orderNumber: '55' }];
const orderByKey = parse(`query OrderRouteQuery($id: ID!, $idType: OrderIdTypeEnum!) {
  order(id: $id, idType: $idType) { databaseId total lineItems { nodes { quantity } } }
}`);

describe('a guest reads only the orders their own session placed', () => {
  it('asks for an own order through the session customer, restricted to that order', () => {
    const request = guestOrderRequest(orderByKey, { id: 'wc_order_abc', idType: 'ORDER_KEY' }, placed)!;
    const sent = print(request.document);
    expect(sent).toContain('customer');
    expect(sent).toMatch(/orders\(first: 1, where: \{include: \[55\]\}\)/);
    expect(sent).not.toContain('$idType');
    const answer = request.unwrap({
      data: { order: { orders: { nodes: [{ databaseId: 55, total: '€12.73', lineItems: { nodes: [] } }] } } },
      errors: [{ message: 'x', path: ['order', 'orders', 'nodes', 0, 'total'] }] as never,
    });
    expect(answer.data).toEqual({ order: { databaseId: 55, total: '€12.73', lineItems: { nodes: [] } } });
    expect(answer.errors?.[0]?.path).toEqual(['order', 'total']);
  });

  it('answers null, without asking commerce for it, for an order another session placed', () => {
    for (const variables of [
      { id: 'wc_order_other', idType: 'ORDER_KEY' },
      { id: '1001', idType: 'DATABASE_ID' },
      { id: Buffer.from('order:1001').toString('base64'), idType: 'ID' },
    ]) {
      const request = guestOrderRequest(orderByKey, variables, placed)!;
      expect(print(request.document)).not.toMatch(/order\(|orders/);
      expect(request.unwrap({ data: { order: 'Order' } }).data).toEqual({ order: null });
    }
  });

  it('finds an own order by database id and by global id too', () => {
    expect(ownOrder(placed, '55', 'DATABASE_ID')?.orderId).toBe(55);
    expect(ownOrder(placed, Buffer.from('order:55').toString('base64'), 'ID')?.orderId).toBe(55);
    expect(ownOrder([], 'wc_order_abc', 'ORDER_KEY')).toBeUndefined();
  });

  it("limits a guest's order list to their own orders, and to none when they placed none", () => {
    const list = parse(
      `{ customer { email orders(first: 5, where: { search: "x" }) { nodes { databaseId } } } }`,
    );
    expect(print(guestOrderRequest(list, {}, placed)!.document)).toMatch(
      /orders\(first: 5, where: \{include: \[55\]\}\)/,
    );
    expect(print(guestOrderRequest(list, {}, [])!.document)).toMatch(/where: \{include: \[0\]\}/);
  });

  it('leaves a request that reads no order alone', () => {
    expect(guestOrderRequest(parse(`{ cart { total } }`), {}, placed)).toBeUndefined();
  });
});

describe("a signed-in customer's order reads", () => {
  it('asks an order this session placed by its database id, which a real WooCommerce answers its owner (ORDER_KEY it refuses)', () => {
    const sent = customerOrderRequest(orderByKey, { id: 'wc_order_abc', idType: 'ORDER_KEY' }, placed)!;
    const text = print(sent);
    expect(text).toContain('order(id: "55", idType: DATABASE_ID)');
    expect(text).toContain('lineItems');
    // The variables it no longer uses are not declared (an unused one is invalid).
    expect(text).not.toContain('$id');
  });

  it('leaves other reads as written: commerce answers the owner and refuses others', () => {
    for (const variables of [
      { id: 'wc_order_other', idType: 'ORDER_KEY' },
      { id: '1001', idType: 'DATABASE_ID' },
    ])
      expect(customerOrderRequest(orderByKey, variables, placed)).toBeUndefined();
  });
});
