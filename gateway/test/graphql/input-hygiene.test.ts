import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openEventStore, type EventStore } from '../../src/state/open-event-store.ts';
import { Browser, startStack, type Stack, inStockSimpleProduct } from '../support/stack.ts';

const cartQuery = 'query { cart { contents { itemCount nodes { quantity } } } }';
const address = (city: string) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: 'Unter den Linden 1',
  city,
  postcode: '10117',
  country: 'DE',
  email: 'ada@example.com',
});

describe('control characters are refused at the edge, before commerce or the event log', () => {
  let stack: Stack;
  let events: EventStore;
  let browser: Browser;
  let cartBefore: unknown;
  beforeAll(async () => {
    events = await openEventStore({
      dataDir: mkdtempSync(path.join(tmpdir(), 'gw-hygiene-events-')),
      outbox: { enabled: false },
    });
    stack = await startStack({}, { events });
    browser = new Browser(stack.gateway);
    const product = await inStockSimpleProduct(browser);
    const added = await browser.graphql(
      'mutation($id: Int!) { addToCart(input: { productId: $id, quantity: 2 }) { cart { isEmpty } } }',
      { id: product.databaseId },
    );
    expect(added.errors).toBeUndefined();
    cartBefore = (await browser.graphql(cartQuery)).data;
  }, 180_000);
  afterAll(async () => {
    await stack?.close();
    await events?.close();
  });

  it.each([
    [
      'a NUL in the shipping city (variables)',
      'mutation($input: PlaceOrderInput!) { placeOrder(idempotencyKey: "hygiene-key-0", input: $input) { status } }',
      {
        input: {
          paymentMethod: 'cod',
          billing: address('Berlin'),
          shipping: address('Ber\u0000lin'),
          shipToDifferentAddress: true,
        },
      },
      'input.shipping.city',
    ],
    [
      'a NUL in the event-sourced checkout',
      'mutation($input: PlaceOrderInput!) { placeOrder(idempotencyKey: "hygiene-key-1", input: $input) { status } }',
      { input: { paymentMethod: 'cod', billing: address('Ber\u0000lin') } },
      'input.billing.city',
    ],
    [
      'a bell character in an inline argument',
      'mutation { updateItemQuantities(input: { clientMutationId: "a\\u0007b", items: [] }) { cart { isEmpty } } }',
      {},
      'input.clientMutationId',
    ],
    [
      'a NUL in a newsletter sign-up',
      'mutation($email: String!) { subscribeToNewsletter(email: $email) { code } }',
      { email: 'ada\u0000@example.com' },
      'email',
    ],
    [
      'an escape character in a contact message',
      'mutation { sendContactMessage(input: { name: "Ada\\u001b[31m", email: "ada@example.com", message: "hi" }) { success } }',
      {},
      'input.name',
    ],
  ])('%s is BAD_USER_INPUT naming the field, and nothing is written', async (_, query, variables, field) => {
    const append = vi.spyOn(events.log, 'append');
    const response = await browser.graphql(query, variables);
    expect(response.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', field });
    expect(append).not.toHaveBeenCalled();
    append.mockRestore();
    const cartAfter = await browser.graphql(cartQuery);
    expect(cartAfter.errors).toBeUndefined();
    expect(cartAfter.data).toEqual(cartBefore);
  });

  it('keeps tabs and line breaks (a customer note over several lines)', async () => {
    const response = await browser.graphql(
      'mutation($email: String!) { subscribeToNewsletter(email: $email) { email } }',
      { email: 'ada\t@example.com' },
    );
    // Refused by the newsletter's own rule (not an email), not by the control-character rule.
    expect(response.errors?.[0]?.extensions.field).toBe('email');
    expect(response.errors?.[0]?.message).not.toMatch(/control character/);
  });
});
