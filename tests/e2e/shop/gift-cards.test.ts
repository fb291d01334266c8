/**
 * Gift cards as a shopper uses them (behaviour §1 "use coupon codes and gift cards"), in Chromium
 * against the whole stack: a €50 card is bought, its code read from the mailbox, then it pays all
 * of a small second order (the rest stays on the card) and part of a third (the card is used up),
 * with the balances shown on the order pages and on /gift-card-balance.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shopperContext } from '../support/browser.ts';
import { useShopSuite } from './support/shop-stack.ts';
import {
  fillBilling,
  giftCardMailTo,
  giftCardShopper,
  graphqlInPage,
  mailsTo,
  markShownOrderPaid,
  money,
  watchForTokens,
} from './support/shopper.ts';

const shop = useShopSuite();
const { enabled } = shop;

const buyer = `gift.buyer.${Date.now()}@example.com`;

/** Checks out paying what is left with cash on delivery (`cash: false` when gift cards pay it all). */
async function checkOutWithCash(page: Page, { cash = true } = {}): Promise<void> {
  await page.goto('/checkout');
  await page.getByRole('heading', { name: 'Billing details' }).waitFor();
  await fillBilling(page, {
    ...giftCardShopper,
    email: buyer,
    payment: cash ? 'Cash on delivery' : undefined,
  });
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/checkout\/order-received\/\d+\?key=/);
  await page.getByText('Thank you. Your order has been received.').waitFor();
}

/** The code from the gift card mail to `to` (the buyer: no other recipient was named). */
async function giftCardCodeFor(to: string): Promise<string> {
  const text = await giftCardMailTo(shop.stack.commerceUrl, to);
  const code = /Gift card code: ([A-Z0-9-]{19})/.exec(text)?.[1];
  if (!code) throw new Error(`the gift card mail to ${to} has no code`);
  return code;
}

async function addToCart(page: Page, sku: string, quantity: number): Promise<void> {
  const found = await graphqlInPage<{ products: { nodes: { databaseId: number }[] } }>(
    page,
    'query($sku: String) { products(first: 1, where: { sku: $sku }) { nodes { databaseId } } }',
    { sku },
  );
  const productId = found.data?.products.nodes[0]?.databaseId;
  if (!productId) throw new Error(`no product ${sku}`);
  const added = await graphqlInPage(
    page,
    'mutation($p: Int!, $q: Int) { addToCart(input: { productId: $p, quantity: $q }) { cart { isEmpty } } }',
    { p: productId, q: quantity },
  );
  if (added.errors?.length) throw new Error(`addToCart: ${added.errors[0]!.message}`);
}

async function applyGiftCardInCart(page: Page, code: string): Promise<void> {
  await page.goto('/cart');
  await page.getByPlaceholder('Gift card code').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Apply gift card' }).click();
  await page.getByTestId('applied-gift-cards').getByText(`Gift card ${code}`).waitFor();
}

async function balanceOnPage(page: Page, code: string): Promise<string | null> {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Gift card balance' }).click();
  await page.getByRole('heading', { name: 'Gift card balance' }).waitFor();
  await page.getByLabel('Gift card code').fill(code);
  await page.getByRole('button', { name: 'Check balance' }).click();
  return page.getByTestId('gift-card-balance-amount').textContent();
}

describe.skipIf(!enabled)('gift cards in Chromium', { timeout: 180_000 }, () => {
  it('a bought card pays all of a small order, then part of a bigger one, with the balances shown', async () => {
    const context = await shopperContext(shop.browser, shop.stack.url);
    const tokens = watchForTokens(context);
    const page = await context.newPage();

    // 1. Buy a €50 gift card from its product page; the code arrives by mail.
    await page.goto('/product/digital-gift-card-50');
    await page
      .locator('form:has(#quantity)')
      .getByRole('button', { name: 'Add to cart', exact: true })
      .click();
    await page.locator('#cart-drawer').getByTestId('cart-line').first().waitFor();
    await checkOutWithCash(page);
    // Nothing of value before payment: the order waits for the cash, the code for the order.
    await page
      .getByTestId('order-next-steps')
      .getByText('Your gift card code will be emailed once we receive your payment.')
      .waitFor();
    expect(
      (await mailsTo(shop.stack.commerceUrl, buyer)).some((mail) => mail.subject.includes('gift card')),
    ).toBe(false);
    await markShownOrderPaid(page, shop.stack.varDir);
    const code = await giftCardCodeFor(buyer);
    expect(code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    expect(await balanceOnPage(page, code)).toBe('€50.00 left of €50.00');

    // 2. The €1.90 printable guide: the card pays all of it and keeps €48.10.
    await addToCart(page, 'DL-SIZING-GUIDE', 1);
    await applyGiftCardInCart(page, code);
    const applied = page.getByTestId('applied-gift-cards');
    await applied.getByText(`Gift card ${code}: −€1.90`).waitFor();
    await expect.poll(() => page.getByTestId('cart-total').textContent()).toBe('€0.00');
    await checkOutWithCash(page, { cash: false });
    const cardRow = page.getByTestId('order-gift-card');
    expect(await cardRow.locator('th').textContent()).toContain(`Gift card ••••-••••-••••-${code.slice(-4)}`);
    expect(await cardRow.locator('th').textContent()).toContain('€48.10 left on the card');
    expect(await cardRow.locator('td').textContent()).toBe('−€1.90');
    expect(await page.getByTestId('order-total').textContent()).toContain('€0.00');
    expect(await balanceOnPage(page, code)).toBe('€48.10 left of €50.00');

    // 3. Three nail sets and shipping cost more than what is left: the card pays €48.10, cash the rest.
    const { data } = await graphqlInPage<{ products: { nodes: { sku: string; price: string }[] } }>(
      page,
      '{ products(first: 40, where: { type: SIMPLE, stockStatus: [IN_STOCK] }) { nodes { ... on SimpleProduct { sku price } } } }',
    );
    const pricey = (data?.products.nodes ?? []).find(
      (node) => node.sku?.startsWith('NS-') && money(node.price) >= 17,
    );
    if (!pricey) throw new Error('no in-stock nail set of at least €17');
    await addToCart(page, pricey.sku, 3);
    await applyGiftCardInCart(page, code);
    await applied.getByText(`Gift card ${code}: −€48.10`).waitFor();
    // The checkout shows what the card pays and what is left, and asks how to pay the rest.
    await page.goto('/checkout');
    await page.getByRole('heading', { name: 'Billing details' }).waitFor();
    await fillBilling(page, { ...giftCardShopper, email: buyer, payment: undefined });
    const payment = page.getByTestId('payment-options');
    await payment
      .getByText(/^Your gift cards pay €48\.10\. Choose how to pay the remaining €\d+\.\d\d\.$/)
      .waitFor();
    await page.getByRole('button', { name: 'Place order' }).click();
    await payment.getByRole('alert').getByText('Please choose how to pay the rest of your order.').waitFor();
    expect(page.url()).toMatch(/\/checkout$/);
    await checkOutWithCash(page);
    expect(await cardRow.locator('td').textContent()).toBe('−€48.10');
    expect(await cardRow.locator('th').textContent()).toContain('€0.00 left on the card');
    const totals = page.getByTestId('order-totals');
    // A row the order does not have (no discount) counts 0.
    const row = async (label: string) => {
      const cells = totals.locator('tr', { hasText: label }).locator('td');
      return (await cells.count()) ? money(await cells.first().textContent()) : 0;
    };
    // What the card did not pay is the order total the shopper pays in cash; the figures add up.
    const due = money(await page.getByTestId('order-total').textContent());
    expect(due).toBeGreaterThan(0);
    expect((await row('Subtotal')) - (await row('Discount')) + (await row('Shipping')) - 48.1).toBeCloseTo(
      due,
      2,
    );
    expect(await balanceOnPage(page, code)).toBe('€0.00 left of €50.00');

    // An emptied card is refused in the cart with the back end's words, under the field.
    await addToCart(page, 'DL-SIZING-GUIDE', 1);
    await page.goto('/cart');
    await page.getByPlaceholder('Gift card code').fill(code);
    await page.getByRole('button', { name: 'Apply gift card' }).click();
    await page.getByRole('alert').filter({ hasText: 'This gift card has no balance left.' }).waitFor();
    await tokens.assertNoTokens(page, 'gift cards');
    await context.close();
  });
});
