import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { graphql, type GraphQLSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installOrderTrackingPrivacy } from '../../src/graphql/order-tracking-privacy.ts';
import { commerceCoreSdl, commerceExtensionsDir } from '../../src/schema/schema-files.ts';
import { offlineGateway, postGraphQL } from '../support/offline-gateway.ts';
import { startStack, type Stack } from '../support/stack.ts';

const street = 'Kastanienallee 7';
const address = {
  firstName: 'Lena',
  lastName: 'Weber',
  address1: street,
  city: 'Berlin',
  postcode: '10435',
  country: 'DE',
  email: 'lena.tracked@example.test',
  phone: '+49 30 555 0101',
};

/** What a shopper's tracking query may ask: aliases and fragments included, as a guesser would. */
const trackingQuery = `query Track($number: String!, $email: String!) {
  orderTracking(orderNumber: $number, billingEmail: $email) {
    orderNumber
    status
    lineItems { nodes { quantity } }
    billing { address1 city email }
    where: shipping { address1 }
    customer { email }
    customerNote
    ...Private
    ... on Order { again: billing { address1 } }
  }
}
fragment Private on Order { orderKey metaData { key value } bill: billing { postcode phone } }`;

describe('order tracking through the gateway never answers an address', () => {
  it('nulls who and where even when a back end sends them, through aliases and fragments', async () => {
    // A back end that answers everything it is asked (neither of ours does: this is the gateway's own rule).
    const schema = makeExecutableSchema({
      typeDefs: `
        type Address { address1: String city: String email: String postcode: String phone: String }
        type Customer { email: String }
        type Meta { key: String value: String }
        type Line { quantity: Int }
        type Lines { nodes: [Line] }
        type Order {
          orderNumber: String status: String lineItems: Lines billing: Address shipping: Address
          customer: Customer customerNote: String orderKey: String metaData: [Meta]
        }
        type Query { orderTracking(orderNumber: String!, billingEmail: String!): Order }`,
      resolvers: {
        Query: {
          orderTracking: () => ({
            orderNumber: '1001',
            status: 'PROCESSING',
            lineItems: { nodes: [{ quantity: 2 }] },
            billing: address,
            shipping: address,
            customer: { email: address.email },
            customerNote: 'Ring twice at Kastanienallee',
            orderKey: 'wc_order_secret',
            metaData: [{ key: 'street', value: street }],
          }),
        },
      },
    });
    installOrderTrackingPrivacy(schema);
    const answer = await graphql({
      schema,
      source: trackingQuery,
      variableValues: { number: '1001', email: address.email },
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.orderTracking).toEqual({
      orderNumber: '1001',
      status: 'PROCESSING',
      lineItems: { nodes: [{ quantity: 2 }] },
      billing: null,
      where: null,
      customer: null,
      customerNote: null,
      orderKey: null,
      metaData: null,
      bill: null,
      again: null,
    });
  });

  describe('through the stitched schema, from a back end that answers every field', () => {
    let server: Server;
    let url: string;
    beforeAll(async () => {
      // The real dialect's schema with order tracking, answering an order with its addresses.
      const schema: GraphQLSchema = makeExecutableSchema({
        typeDefs: [
          commerceCoreSdl(),
          readFileSync(path.join(commerceExtensionsDir, 'order-tracking.graphql'), 'utf8'),
        ],
        resolvers: {
          RootQuery: {
            orderTracking: () => ({
              orderNumber: '1001',
              status: 'PROCESSING',
              billing: address,
              shipping: address,
              customerNote: 'Ring twice at Kastanienallee',
              orderKey: 'wc_order_secret',
              customer: { email: address.email },
              metaData: [{ key: 'street', value: street }],
              lineItems: { nodes: [{ quantity: 2 }] },
            }),
          },
        },
        resolverValidationOptions: { requireResolversToMatchSchema: 'ignore' },
      });
      server = createServer((request, response) => {
        let raw = '';
        request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        request.on('end', () => {
          const { query, variables } = JSON.parse(raw) as {
            query: string;
            variables?: Record<string, unknown>;
          };
          void graphql({ schema, source: query, variableValues: variables }).then((answer) => {
            response.setHeader('content-type', 'application/json');
            response.end(JSON.stringify(answer));
          });
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
    });
    afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));

    it('nulls them in what the gateway answers', async () => {
      const app = await offlineGateway({
        COMMERCE_GRAPHQL_URL: url,
        COMMERCE_CAPABILITIES: 'order-tracking',
      });
      try {
        const response = await postGraphQL(app, {
          query: trackingQuery,
          variables: { number: '1001', email: address.email },
        });
        const body = response.json() as {
          data: { orderTracking: Record<string, unknown> };
          errors?: unknown;
        };
        expect(body.errors).toBeUndefined();
        expect(body.data.orderTracking).toMatchObject({
          orderNumber: '1001',
          status: 'PROCESSING',
          lineItems: { nodes: [{ quantity: 2 }] },
          billing: null,
          where: null,
          customer: null,
          customerNote: null,
          orderKey: null,
          metaData: null,
          bill: null,
          again: null,
        });
        expect(response.body).not.toContain(street);
      } finally {
        await app.close();
      }
    });
  });

  describe('on the embedded back end', () => {
    let stack: Stack;
    beforeAll(async () => {
      stack = await startStack();
    }, 120_000);
    afterAll(async () => stack?.close());

    /** A guest's order placed at commerce directly (the shop's checkout is not what this tests). */
    async function placeGuestOrder(): Promise<string> {
      let session = '';
      const call = async (query: string, variables: Record<string, unknown> = {}) => {
        const response = await fetch(`${stack.commerceUrl}/graphql`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(session ? { 'woocommerce-session': `Session ${session}` } : {}),
          },
          body: JSON.stringify({ query, variables }),
        });
        session = response.headers.get('woocommerce-session') ?? session;
        const body = (await response.json()) as { data: Record<string, any>; errors?: unknown[] }; // eslint-disable-line @typescript-eslint/no-explicit-any -- a test's raw answers
        expect(body.errors).toBeUndefined();
        return body.data;
      };
      const { products } = await call(
        '{ products(first: 50) { nodes { databaseId __typename ... on SimpleProduct { stockStatus } } } }',
      );
      const product = (
        products.nodes as { databaseId: number; __typename: string; stockStatus?: string }[]
      ).find((node) => node.__typename === 'SimpleProduct' && node.stockStatus === 'IN_STOCK')!;
      await call(
        'mutation($id: Int!) { addToCart(input: { productId: $id, quantity: 1 }) { cartItem { key } } }',
        {
          id: product.databaseId,
        },
      );
      const { checkout } = await call(
        'mutation($billing: CustomerAddressInput) { checkout(input: { billing: $billing, paymentMethod: "cod", customerNote: "Ring twice" }) { order { orderNumber } } }',
        { billing: address },
      );
      return checkout.order.orderNumber as string;
    }

    it('answers the status and items of an order found by number and email, and no address', async () => {
      const number = await placeGuestOrder();
      const response = await stack.gateway.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ query: trackingQuery, variables: { number, email: address.email } }),
      });
      const body = response.json() as { data: { orderTracking: Record<string, unknown> }; errors?: unknown };
      expect(body.errors).toBeUndefined();
      expect(body.data.orderTracking).toMatchObject({
        orderNumber: number,
        status: 'PROCESSING',
        lineItems: { nodes: [{ quantity: 1 }] },
        billing: null,
        where: null,
        customer: null,
        customerNote: null,
        orderKey: null,
        metaData: null,
        bill: null,
        again: null,
      });
      expect(response.body).not.toContain(street);
      expect(response.body).not.toContain('Berlin');
    });
  });

  it('lets one email be tried 5 times a minute however many addresses the guesser sends from', async () => {
    const app = await offlineGateway();
    try {
      const codes: unknown[] = [];
      for (let n = 0; n < 6; n += 1) {
        const response = await postGraphQL(
          app,
          { query: trackingQuery, variables: { number: String(1001 + n), email: 'walked@example.test' } },
          { 'x-forwarded-for': `203.0.113.${n + 1}` },
        );
        codes.push(
          (response.json() as { errors?: { extensions: { code: string } }[] }).errors?.[0]?.extensions.code,
        );
      }
      expect(codes.slice(0, 5)).not.toContain('RATE_LIMITED');
      expect(codes[5]).toBe('RATE_LIMITED');
    } finally {
      await app.close();
    }
  });
});
