import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMailbox, markOrderPaidOffline } from '../../src/shop/index.ts';
import {
  germanAddress,
  setStock,
  simpleProduct,
  startTestShop,
  type ShopClient,
  type TestShop,
} from '../support/shop/support.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => {
  await shop?.close();
});

const cartFields = `
  total rawTotal: total(format: RAW) rawTotalTax: totalTax(format: RAW) rawGiftCardTotal: giftCardTotal(format: RAW)
  appliedGiftCards { code balance amount rawAmount: amount(format: RAW) }`;
const applyGiftCard = `mutation ($code: String!) { applyGiftCard(input: { code: $code }) { applied { code amount } cart { ${cartFields} } } }`;
const removeGiftCard = `mutation ($code: String!) { removeGiftCard(input: { code: $code }) { cart { ${cartFields} } } }`;
const balance = `query ($code: String!) { giftCardBalance(code: $code) { code amount balance rawBalance: balance(format: RAW) expiresAt } }`;
const checkout = `mutation ($billing: CustomerAddressInput, $paymentMethod: String) {
  checkout(input: { billing: $billing, paymentMethod: $paymentMethod }) {
    order { databaseId status paymentMethod paymentMethodTitle rawTotal: total(format: RAW)
      rawGiftCardTotal: giftCardTotal(format: RAW) giftCards { code amount balanceAfter } } } }`;
const addToCart = `mutation ($productId: Int!, $quantity: Int, $extraData: String) {
  addToCart(input: { productId: $productId, quantity: $quantity, extraData: $extraData }) { cart { ${cartFields} } } }`;

function giftCardProduct(amount: '25.00' | '50.00'): { id: number; name: string } {
  return shop
    .db()
    .prepare('SELECT id, name FROM products WHERE sku = ?')
    .get(amount === '25.00' ? 'GIFT-25' : 'GIFT-50') as { id: number; name: string };
}

async function ok(client: ShopClient, query: string, variables: Record<string, unknown>) {
  const result = await client.query(query, variables);
  if (result.errors?.length) throw new Error(JSON.stringify(result.errors));
  return result.data!;
}

/** The shop owner marks the order paid (the CLI's `order-paid`): the cash arrived. */
async function markPaid(orderId: number): Promise<{ status: string; giftCards: number }> {
  return markOrderPaidOffline({ ...process.env, VAR_DIR: shop.varDir, LOG_LEVEL: 'warn' }, orderId);
}

/**
 * Buys a gift card with cash on delivery, marks the order paid (nothing of value before payment)
 * and returns the code read from the recipient's mail.
 */
async function buyGiftCard(recipient: string | undefined, buyer = 'buyer@example.test'): Promise<string> {
  const client = shop.client();
  await ok(client, addToCart, {
    productId: giftCardProduct('25.00').id,
    quantity: 1,
    extraData: JSON.stringify(
      recipient
        ? { recipientName: 'Grace', recipientEmail: recipient, senderName: 'Ada', message: 'Enjoy!' }
        : {},
    ),
  });
  const placed = await ok(client, checkout, {
    billing: { ...germanAddress, email: buyer },
    paymentMethod: 'cod',
  });
  await markPaid(placed.checkout.order.databaseId);
  const to = recipient ?? buyer;
  const mail = await eventuallyMail(to);
  const code = /Gift card code: ([A-Z0-9-]{19})/.exec(mail.text)?.[1];
  expect(code).toBeDefined();
  return code!;
}

async function eventuallyMail(to: string) {
  for (let i = 0; i < 100; i++) {
    const mail = listMailbox(shop.varDir, to).find((m) => m.subject.includes('gift card'));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no gift card mail to ${to}`);
}

describe('gift cards', () => {
  it('are vouchers: WELCOME10 leaves a €25 card at €25 with no VAT and discounts only the nails', async () => {
    const product = simpleProduct(shop);
    setStock(shop, product.id, 50);
    const client = shop.client();
    await ok(client, addToCart, { productId: giftCardProduct('25.00').id, quantity: 1 });
    // Alone, the card takes no percent coupon: WooCommerce's words for a coupon with nothing to discount.
    const refused = await client.query(
      `mutation { applyCoupon(input: { code: "WELCOME10" }) { cart { total } } }`,
    );
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Sorry, coupon "welcome10" is not applicable to selected products.',
      extensions: { code: 'INVALID_COUPON' },
    });
    await ok(client, addToCart, { productId: product.id, quantity: 1 });
    await client.ok('applyCoupon', { code: 'WELCOME10' });
    const cart = (
      await ok(
        client,
        `{ cart { contents { nodes { product { node { databaseId } }
            subtotal(format: RAW) subtotalTax(format: RAW) total(format: RAW) tax(format: RAW) } }
          discountTotal(format: RAW) discountTax(format: RAW) } }`,
        {},
      )
    ).cart;
    const card = cart.contents.nodes.find(
      (line: { product: { node: { databaseId: number } } }) =>
        line.product.node.databaseId === giftCardProduct('25.00').id,
    );
    expect(card).toMatchObject({ subtotal: '25.00', subtotalTax: '0.00', total: '25.00', tax: '0.00' });
    const nails = cart.contents.nodes.find(
      (line: { product: { node: { databaseId: number } } }) => line.product.node.databaseId === product.id,
    );
    const nailsGross = Math.round((Number(nails.subtotal) + Number(nails.subtotalTax)) * 100);
    const discount = Math.round((Number(cart.discountTotal) + Number(cart.discountTax)) * 100);
    expect(discount).toBe(Math.round(nailsGross / 10));
  });

  it('bought with cash on delivery or bank transfer, has no code until the order is marked paid', async () => {
    for (const paymentMethod of ['cod', 'bacs']) {
      const buyer = `unpaid.${paymentMethod}@example.test`;
      const client = shop.client();
      await ok(client, addToCart, { productId: giftCardProduct('25.00').id, quantity: 2 });
      const { order } = (
        await ok(client, checkout, { billing: { ...germanAddress, email: buyer }, paymentMethod })
      ).checkout;
      // Waiting for the money: on hold, no card exists, no mail went out.
      expect(order.status).toBe('ON_HOLD');
      const cards = () =>
        shop
          .db()
          .prepare('SELECT code, balance FROM gift_cards WHERE order_id = ?')
          .all(order.databaseId) as {
          code: string;
          balance: number;
        }[];
      expect(cards()).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(listMailbox(shop.varDir, buyer).filter((mail) => mail.subject.includes('gift card'))).toEqual(
        [],
      );

      // The shop owner marks it paid: two codes of €25.00, each usable and mailed; a second
      // "paid" issues nothing more.
      expect(await markPaid(order.databaseId)).toEqual({ status: 'processing', giftCards: 2 });
      expect(cards().map((card) => card.balance)).toEqual([2500, 2500]);
      const code = /Gift card code: ([A-Z0-9-]{19})/.exec((await eventuallyMail(buyer)).text)?.[1];
      expect(cards().map((card) => card.code)).toContain(code);
      expect((await ok(shop.client(), balance, { code: code! })).giftCardBalance).toMatchObject({
        balance: '€25.00',
      });
      expect(await markPaid(order.databaseId)).toEqual({ status: 'processing', giftCards: 0 });
      expect(cards()).toHaveLength(2);
    }
  });

  it('buying one issues a unique code with its amount, mailed to the named recipient or else the buyer', async () => {
    const named = await buyGiftCard('friend@example.test');
    const mail = await eventuallyMail('friend@example.test');
    expect(mail.subject).toBe('Your €25.00 Lacquer Lane gift card');
    expect(mail.text).toContain('Ada sent you a Lacquer Lane gift card worth €25.00.');
    expect(mail.text).toContain('"Enjoy!"');
    // The recipient named at purchase is greeted by name; a card for the buyer greets no one.
    expect(mail.text.split('\n')[0]).toBe('Hi Grace,');
    const own = await buyGiftCard(undefined, 'self@example.test');
    expect((await eventuallyMail('self@example.test')).text.split('\n')[0]).toBe('Hi,');
    expect(own).not.toBe(named);
    expect(named).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    const checked = (await ok(shop.client(), balance, { code: named.toLowerCase().replace(/-/g, ' ') }))
      .giftCardBalance;
    expect(checked).toMatchObject({ code: named, amount: '€25.00', balance: '€25.00', rawBalance: '25.00' });
    expect(Date.parse(checked.expiresAt) - Date.now()).toBeGreaterThan(360 * 86_400_000);
  });

  it('pays part of an order after coupons (the rest stays on the card), then all of the next', async () => {
    const code = await buyGiftCard('partly@example.test');
    const product = simpleProduct(shop);
    setStock(shop, product.id, 50);
    const client = shop.client();
    // 2 units; WELCOME10 first, then the card pays what is left up to €25.
    await ok(client, addToCart, { productId: product.id, quantity: 2 });
    await client.ok('applyCoupon', { code: 'WELCOME10' });
    const before = (await client.ok('getCart')).cart;
    const due = Math.round(Number(before.rawTotal) * 100);
    expect(due).toBeGreaterThan(2500);
    const applied = (await ok(client, applyGiftCard, { code })).applyGiftCard;
    expect(applied.applied).toEqual({ code, amount: '€25.00' });
    expect(applied.cart.rawGiftCardTotal).toBe('25.00');
    expect(Math.round(Number(applied.cart.rawTotal) * 100)).toBe(due - 2500);
    // VAT is what the goods contain; paying by card does not change it.
    expect(applied.cart.rawTotalTax).toBe(before.rawTotalTax);

    const order = (await ok(client, checkout, { billing: germanAddress, paymentMethod: 'cod' })).checkout
      .order;
    expect(order.rawGiftCardTotal).toBe('25.00');
    expect(Math.round(Number(order.rawTotal) * 100)).toBe(due - 2500);
    expect(order.giftCards).toEqual([
      { code: `••••-••••-••••-${code.slice(-4)}`, amount: '€25.00', balanceAfter: '€0.00' },
    ]);
    expect((await ok(shop.client(), balance, { code })).giftCardBalance.balance).toBe('€0.00');
    const mail = listMailbox(shop.varDir, germanAddress.email).find((m) =>
      m.subject.includes(`#${order.databaseId}`),
    );
    expect(mail?.text).toContain(`Paid by gift card ••••-••••-••••-${code.slice(-4)}: €25.00`);

    // An empty card is refused with its own message and code.
    await ok(client, addToCart, { productId: product.id, quantity: 1 });
    const empty = await client.query(applyGiftCard, { code });
    expect(empty.errors?.[0]).toMatchObject({
      message: 'This gift card has no balance left.',
      extensions: { code: 'INVALID_GIFT_CARD' },
    });
  });

  it('pays an order in full with no payment method, keeps the rest on the card, and can be removed', async () => {
    const code = await buyGiftCard('fully@example.test');
    const cheap = shop
      .db()
      .prepare("SELECT id, price_min AS price FROM products WHERE sku = 'DL-SIZING-GUIDE'")
      .get() as { id: number; price: number };
    const client = shop.client();
    await ok(client, addToCart, { productId: cheap.id, quantity: 1 });
    const applied = (await ok(client, applyGiftCard, { code })).applyGiftCard.cart;
    expect(applied.rawTotal).toBe('0.00');
    expect(applied.appliedGiftCards).toEqual([
      { code, balance: '€25.00', amount: '€1.90', rawAmount: '1.90' },
    ]);
    const removed = (await ok(client, removeGiftCard, { code })).removeGiftCard.cart;
    expect(removed.appliedGiftCards).toEqual([]);
    expect(removed.rawTotal).toBe('1.90');
    await ok(client, applyGiftCard, { code: code.toLowerCase() });

    // "stripe" is not configured here: with nothing left to pay no payment method is needed.
    const order = (await ok(client, checkout, { billing: germanAddress, paymentMethod: 'stripe' })).checkout
      .order;
    expect(order).toMatchObject({
      rawTotal: '0.00',
      rawGiftCardTotal: '1.90',
      paymentMethod: 'gift_card',
      paymentMethodTitle: 'Gift card',
      status: 'COMPLETED',
    });
    expect((await ok(shop.client(), balance, { code })).giftCardBalance.balance).toBe('€23.10');
  });

  it('answers the same for unknown, malformed and expired codes, and never spends a balance twice', async () => {
    const unknown = await shop.client().query(balance, { code: 'AAAA-BBBB-CCCC-DDDD' });
    expect(unknown.data?.giftCardBalance).toBeNull();
    const code = await buyGiftCard('expired@example.test');
    shop
      .db()
      .prepare('UPDATE gift_cards SET expires_at = ? WHERE code = ?')
      .run(Date.now() - 1, code);
    expect((await shop.client().query(balance, { code })).data?.giftCardBalance).toBeNull();
    const client = shop.client();
    await ok(client, addToCart, { productId: simpleProduct(shop).id, quantity: 1 });
    for (const tried of [code, 'AAAA-BBBB-CCCC-DDDD', 'not a code']) {
      const refused = await client.query(applyGiftCard, { code: tried });
      expect(refused.errors?.[0]).toMatchObject({
        message: 'This gift card code is not valid.',
        extensions: { code: 'INVALID_GIFT_CARD' },
      });
    }

    // Two carts hold the same card; the second order finds the balance gone and writes nothing.
    const shared = await buyGiftCard('shared@example.test');
    const first = shop.client();
    const second = shop.client();
    for (const client of [first, second]) {
      await ok(client, addToCart, { productId: giftCardProduct('25.00').id, quantity: 1 });
      await ok(client, applyGiftCard, { code: shared });
    }
    await ok(first, checkout, { billing: germanAddress, paymentMethod: 'cod' });
    const refused = await second.query(checkout, { billing: germanAddress, paymentMethod: 'cod' });
    expect(refused.errors?.[0]).toMatchObject({
      message: `The gift card ${shared} can no longer pay: remove it to continue.`,
      extensions: { code: 'INVALID_GIFT_CARD' },
    });
    const kept = (await second.ok('getCart')).cart;
    expect(kept.contents.itemCount).toBe(1);
    expect((await ok(second, removeGiftCard, { code: shared })).removeGiftCard.cart.appliedGiftCards).toEqual(
      [],
    );
    await ok(second, checkout, { billing: germanAddress, paymentMethod: 'cod' });
    expect((await ok(shop.client(), balance, { code: shared })).giftCardBalance.balance).toBe('€0.00');
  });

  it('refuses a recipient that is not an email address', async () => {
    const refused = await shop.client().query(addToCart, {
      productId: giftCardProduct('50.00').id,
      extraData: JSON.stringify({ recipientEmail: 'not-an-email' }),
    });
    expect(refused.errors?.[0]?.message).toBe(
      'Please enter a valid email address for the gift card recipient.',
    );
  });
});
