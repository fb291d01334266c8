/**
 * A gift card bought for someone else and spent at checkout (behaviour §1 "use coupon codes and gift
 * cards"), in Chromium against the whole stack: the buyer names the recipient on the product
 * page, the code arrives in the recipient's mailbox greeting them by name, and the recipient,
 * on a phone, applies it in the checkout's order review, where it pays part of a bigger order
 * and the total follows at once; it can be removed there and applied again.
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
  settledCheckoutTotal,
  watchForTokens,
} from './support/shopper.ts';

const shop = useShopSuite();
const { enabled } = shop;

const stamp = Date.now();
const buyer = `gift.giver.${stamp}@example.com`;
const recipient = `grace.recipient.${stamp}@example.com`;

async function placeOrder(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/checkout\/order-received\/\d+\?key=/);
  await page.getByText('Thank you. Your order has been received.').waitFor();
}

describe.skipIf(!enabled)(
  'a gift card for a named recipient, spent at checkout',
  { timeout: 180_000 },
  () => {
    it('is mailed to the recipient named on the product page and pays part of their order on /checkout', async () => {
      // 1. The buyer, on a desktop, names the recipient on the €25 card's page.
      const giver = await shopperContext(shop.browser, shop.stack.url, { width: 1280, height: 900 });
      const giverTokens = watchForTokens(giver);
      const page = await giver.newPage();
      await page.goto('/product/digital-gift-card-25');
      const fields = page.getByTestId('gift-card-recipient');
      await fields.getByLabel("Recipient's name (optional)").fill('Grace Hopper');
      await fields.getByLabel("Recipient's email (optional)").fill(recipient);
      await fields.getByLabel('From (your name, optional)').fill('Ada');
      await fields.getByLabel('Message (optional)').fill('Happy birthday!');
      await page
        .locator('form:has(#quantity)')
        .getByRole('button', { name: 'Add to cart', exact: true })
        .click();
      const line = page.locator('#cart-drawer').getByTestId('cart-line').first();
      await line.getByText(`For Grace Hopper (${recipient})`).waitFor();
      await page.goto('/checkout');
      await page.getByRole('heading', { name: 'Billing details' }).waitFor();
      await fillBilling(page, { ...giftCardShopper, email: buyer });
      await page
        .getByRole('complementary', { name: 'Your order' })
        .getByText(`For Grace Hopper (${recipient})`)
        .waitFor();
      await placeOrder(page);
      await giverTokens.assertNoTokens(page, 'gift card bought');
      // The cash has not arrived: no code yet, for anyone; the shop then marks the order paid.
      await page
        .getByTestId('order-next-steps')
        .getByText('Your gift card code will be emailed once we receive your payment.')
        .waitFor();
      expect(
        (await mailsTo(shop.stack.commerceUrl, recipient)).some((mail) => mail.subject.includes('gift card')),
      ).toBe(false);
      await markShownOrderPaid(page, shop.stack.varDir);
      await giver.close();

      // 2. The code goes to the recipient, greeted by name; the buyer gets the order mail only.
      const text = await giftCardMailTo(shop.stack.commerceUrl, recipient);
      expect(text.split('\n')[0]).toBe('Hi Grace Hopper,');
      expect(text).toContain('Ada sent you a');
      expect(text).toContain('"Happy birthday!"');
      const code = /Gift card code: ([A-Z0-9-]{19})/.exec(text)?.[1];
      expect(code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
      expect(
        (await mailsTo(shop.stack.commerceUrl, buyer)).some((mail) => mail.subject.includes('gift card')),
      ).toBe(false);

      // 3. The recipient, on a phone, fills a cart worth more than the card and opens /checkout.
      const grace = await shopperContext(shop.browser, shop.stack.url, { width: 390, height: 844 });
      const graceTokens = watchForTokens(grace);
      const phone = await grace.newPage();
      await phone.goto('/');
      const { data } = await graphqlInPage<{
        products: { nodes: { databaseId?: number; sku?: string; price?: string }[] };
      }>(
        phone,
        '{ products(first: 40, where: { type: SIMPLE, stockStatus: [IN_STOCK] }) { nodes { ... on SimpleProduct { databaseId sku price } } } }',
      );
      const set = (data?.products.nodes ?? []).find(
        (node) => node.sku?.startsWith('NS-') && money(node.price ?? '') >= 12,
      );
      if (!set?.databaseId) throw new Error('no in-stock nail set of at least €12');
      const added = await graphqlInPage(
        phone,
        'mutation($p: Int!) { addToCart(input: { productId: $p, quantity: 3 }) { cart { isEmpty } } }',
        { p: set.databaseId },
      );
      expect(added.errors).toBeUndefined();
      await phone.goto('/checkout');
      await phone.getByRole('heading', { name: 'Billing details' }).waitFor();
      await fillBilling(phone, { ...giftCardShopper, email: recipient });
      const review = phone.getByRole('complementary', { name: 'Your order' });
      const total = review.getByTestId('cart-total');
      // The estimate for her address replaces the first one: the total before the card is the
      // one that stopped changing.
      const before = money(await settledCheckoutTotal(phone, total));
      expect(before).toBeGreaterThan(25);

      // 4. The card in the order review: its line, what it pays and the new total, at once.
      const field = review.getByTestId('gift-card-field');
      await field.getByPlaceholder('Gift card code').fill(code!.toLowerCase());
      await field.getByPlaceholder('Gift card code').press('Enter');
      const applied = field.getByTestId('applied-gift-cards');
      await applied.getByText(`Gift card ${code}: −€25.00`).waitFor();
      await expect.poll(async () => money(await total.textContent())).toBeCloseTo(before - 25, 2);
      expect(await review.getByTestId('cart-gift-card-total').textContent()).toBe('−€25.00');
      // Enter applied the card; it did not place the order.
      expect(phone.url()).toMatch(/\/checkout$/);

      // It can be removed in place (the total goes back) and applied again.
      await applied.getByRole('button', { name: `Remove gift card ${code}` }).click();
      await expect.poll(async () => money(await total.textContent())).toBeCloseTo(before, 2);
      await expect.poll(() => applied.count()).toBe(0);
      await field.getByPlaceholder('Gift card code').fill(code!);
      await field.getByRole('button', { name: 'Apply gift card' }).click();
      await applied.getByText(`Gift card ${code}: −€25.00`).waitFor();
      await expect.poll(async () => money(await total.textContent())).toBeCloseTo(before - 25, 2);

      // 5. The order: the card paid €25.00 and is used up; the shopper chooses cash for the rest.
      await review
        .page()
        .getByTestId('payment-remainder')
        .getByText('Your gift cards pay €25.00.', { exact: false })
        .waitFor();
      await phone.getByLabel('Cash on delivery').check();
      await placeOrder(phone);
      const cardRow = phone.getByTestId('order-gift-card');
      expect(await cardRow.locator('td').textContent()).toBe('−€25.00');
      expect(await cardRow.locator('th').textContent()).toContain('€0.00 left on the card');
      expect(money(await phone.getByTestId('order-total').textContent())).toBeCloseTo(before - 25, 2);
      await graceTokens.assertNoTokens(phone, 'gift card spent');
      await grace.close();
    });
  },
);
