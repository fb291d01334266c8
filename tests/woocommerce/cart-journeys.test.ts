/**
 * What a shopper does with her cart beyond the German guest checkout of real-shop.test.ts, in
 * Chromium on a real WooCommerce and on the embedded back end (root README "What works where":
 * cart, coupons, shipping and the wishlist are "yes" on both, and the journeys of this folder run
 * on both):
 * - "Move to wishlist" on a cart line, as a guest and once signed in: the line leaves the cart,
 *   the set is on her wishlist, and both follow her into her account;
 * - a shipping estimate for France and for the United States: each zone's own rate, chosen, the
 *   shipping row its amount and the rows adding up; she checks out to Paris and the order charges
 *   what the checkout showed; a set costs in her cart what its page said;
 * - coupon refusals on the German cart (an unknown code, an expired one, one under its minimum
 *   spend) read in German, the minimum in German money, and no English reaches the page.
 * Every GraphQL answer a journey's page receives must be free of errors, but for the refusals the
 * journey asked for.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, launchChromium } from '../e2e/support/browser.ts';
import { fillBillingForm, graphqlInPage, productsToBuy, type Billing } from '../e2e/shop/support/shopper.ts';
import { backEnds, useBothBackEnds, type BackEnd } from './support/both-back-ends.ts';
import { browserSession } from './support/browser-session.ts';
import {
  addFromListing,
  addOnProductPage,
  logIn,
  orderTotals,
  placeOrderOnceTheTotalSettles,
  shippedSet,
  shopperPage,
} from './support/journey-steps.ts';
import { cents, centsOfText } from './support/raw-cart.ts';

const shops = useBothBackEnds();
const { fronts } = shops;
const enabled = shops.enabled && chromiumAvailable();
let browser: Browser;

beforeAll(async () => {
  if (enabled) browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
}, 60_000);

/** A shopper in Paris (France: the EU zone's rate, 20 % VAT). */
const parisBilling: Billing = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  country: 'FR',
  street: '12 Rue de Rivoli',
  postcode: '75001',
  city: 'Paris',
  phone: '+33 1 42 60 00 00',
};

/** The names of the cart's lines as the back end holds them (asked from the page, as her). */
async function cartProductNames(page: Page): Promise<string[]> {
  const { data, errors } = await graphqlInPage<{
    cart: { contents: { nodes: { product: { node: { name: string } } }[] } };
  }>(page, '{ cart { contents(first: 20) { nodes { product { node { name } } } } } }');
  if (errors?.length) throw new Error(`cart: ${errors[0]!.message}`);
  return (data?.cart.contents.nodes ?? []).map((line) => line.product.node.name).sort();
}

/** The cart's totals as shown: subtotal − discount + shipping = total, to the cent. */
async function cartRowsAddUp(page: Page): Promise<{ shipping: number; total: number }> {
  await expect.poll(() => page.getByTestId('cart-shipping').textContent()).toMatch(/\d\.\d\d/);
  const amount = async (testId: string) => {
    const cell = page.getByTestId(testId);
    return (await cell.count()) ? centsOfText(await cell.textContent()) : 0;
  };
  const [subtotal, discount, shipping, total] = [
    await amount('cart-subtotal'),
    await amount('cart-discount'),
    await amount('cart-shipping'),
    await amount('cart-total'),
  ];
  expect(subtotal - discount + shipping, `${subtotal} − ${discount} + ${shipping}`).toBe(total);
  return { shipping, total };
}

/** The rates offered in the cart's estimate, as "label – cost", and the one ticked. */
async function offeredRates(page: Page): Promise<{ offered: string[]; chosen: string }> {
  const labels = page.locator('label:has(input[name="cart-rate"])');
  const offered = (await labels.allInnerTexts()).map((text) => text.trim());
  const checked = labels.filter({ has: page.locator('input:checked') });
  const chosen = (await checked.count()) ? (await checked.first().innerText()).trim() : '';
  return { offered, chosen };
}

/** Asks the cart's estimate for `country` and waits for its rates to replace the ones before. */
async function estimateFor(page: Page, country: string, postcode: string, before: string[]) {
  const estimate = page.locator('details', { hasText: 'Estimate shipping' });
  if ((await estimate.getAttribute('open')) === null) await estimate.locator('summary').click();
  await page.locator('#estimate-country').selectOption(country);
  await estimate.getByPlaceholder('Postcode / ZIP').fill(postcode);
  await estimate.getByRole('button', { name: 'Calculate' }).click();
  await expect
    .poll(async () => (await offeredRates(page)).offered.join(' | '), { timeout: 30_000 })
    .not.toBe(before.join(' | '));
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached', timeout: 30_000 });
  return offeredRates(page);
}

/** The order's total as the shop holds it: WooCommerce's REST API; the embedded back end's order mail. */
async function storedOrder(
  target: BackEnd,
  orderId: string,
  email: string,
): Promise<{ total: number; country: string }> {
  if (target === 'woocommerce') {
    const order = await shops.real.rest<{ total: string; shipping: { country: string } }>(
      `/orders/${orderId}`,
    );
    return { total: cents(order.total), country: order.shipping.country };
  }
  const commerceUrl = fronts.embedded.commerceUrl!;
  for (let attempt = 0; attempt < 50; attempt++) {
    const list = (await (
      await fetch(`${commerceUrl}/dev/mailbox?to=${encodeURIComponent(email)}`)
    ).json()) as { id: string; subject: string }[];
    const mail = list.find((entry) => entry.subject.includes(orderId));
    if (mail) {
      const { text } = (await (await fetch(`${commerceUrl}/dev/mailbox/${mail.id}`)).json()) as {
        text: string;
      };
      return {
        total: cents(text.match(/Total: €([\d.,]+)/)?.[1]?.replace(',', '')),
        country: /\bFrance\b/.test(text) ? 'FR' : '?',
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no order mail for #${orderId} to ${email}`);
}

describe.skipIf(!enabled).each(backEnds)('the cart on %s', (target) => {
  it(
    'moves a cart line to the wishlist as a guest and once signed in; the list and the rest of the cart follow her into her account',
    { timeout: 240_000 },
    async () => {
      const front = fronts[target];
      // Her account, made beforehand: she signs in with it half-way.
      const stamp = `${target.slice(0, 3)}${Date.now().toString(36)}`;
      const account = { u: `wish${stamp}`, e: `wish${stamp}@example.com`, p: 'Wish-list-2026!' };
      const made = await browserSession()(
        front,
        'mutation($e: String!, $u: String!, $p: String!) { registerCustomer(input: { email: $e, username: $u, password: $p }) { viewer { databaseId } } }',
        account,
      );
      expect(made.errors).toBeUndefined();

      const { page, graphqlErrors, close } = await shopperPage(browser, front.url, target);
      await page.goto('/products');
      const { simple, variable } = await productsToBuy(page);
      await addFromListing(page, variable);
      await page.goto(`/product/${simple.slug}`);
      await addOnProductPage(page, simple);
      const lines = page.getByTestId('cart-line');
      await expect.poll(() => lines.count()).toBe(2);

      // A guest moves the variable set (a variation's line) to her wishlist.
      await lines
        .filter({ hasText: variable.name })
        .getByRole('button', { name: 'Move to wishlist' })
        .click();
      await expect.poll(() => lines.filter({ hasText: variable.name }).count(), { timeout: 30_000 }).toBe(0);
      expect(await lines.count()).toBe(1);
      expect(await cartProductNames(page)).toEqual([simple.name]);
      await page.goto('/wishlist');
      await page.getByTestId('wishlist').getByText(variable.name).first().waitFor();

      // She signs in: her wishlist and the rest of her cart come with her.
      await logIn(page, account.u, account.p);
      await page.goto('/my-account?tab=wishlist');
      await page.getByTestId('wishlist').getByText(variable.name).first().waitFor();
      await page.goto('/cart');
      await lines.filter({ hasText: simple.name }).first().waitFor();

      // Signed in, she moves the simple set too: the cart is empty, both are on her list, after a reload.
      await lines.filter({ hasText: simple.name }).getByRole('button', { name: 'Move to wishlist' }).click();
      await page
        .getByText('Your cart is empty. Find a set you love in our shop.')
        .first()
        .waitFor({ timeout: 30_000 });
      expect(await cartProductNames(page)).toEqual([]);
      await page.goto('/my-account?tab=wishlist');
      const wishlist = page.getByTestId('wishlist');
      await wishlist.getByText(simple.name).first().waitFor();
      await page.reload();
      await wishlist.getByText(simple.name).first().waitFor();
      expect(await wishlist.getByText(variable.name).count()).toBeGreaterThan(0);
      expect(graphqlErrors).toEqual([]);
      await close();
    },
  );

  it(
    'estimates shipping to France and the United States at each zone’s own rate, and a checkout to Paris charges what it showed',
    { timeout: 240_000 },
    async () => {
      const { page, graphqlErrors, close } = await shopperPage(browser, fronts[target].url, target);
      await page.goto('/products');
      const set = await shippedSet(page);
      await page.goto(`/product/${set.slug}`);
      await addOnProductPage(page, set);
      const germany = await offeredRates(page);
      const { shipping: germanShipping } = await cartRowsAddUp(page);

      const france = await estimateFor(page, 'FR', '75001', germany.offered);
      expect(france.offered.length).toBeGreaterThan(0);
      // A rate of Germany's zone (local pickup in Berlin) is not offered to Paris.
      expect(france.offered.some((rate) => germany.offered.includes(rate))).toBe(false);
      const inFrance = await cartRowsAddUp(page);
      expect(inFrance.shipping).toBe(centsOfText(france.chosen));
      expect(inFrance.shipping).not.toBe(germanShipping);

      const unitedStates = await estimateFor(page, 'US', '10001', france.offered);
      const inUs = await cartRowsAddUp(page);
      expect(inUs.shipping).toBe(centsOfText(unitedStates.chosen));
      expect(unitedStates.offered.some((rate) => france.offered.includes(rate))).toBe(false);

      // She checks out to Paris: the checkout offers France's rate again, and the order charges it.
      const email = `paris.${target}.${Date.now()}@example.com`;
      await page.goto('/checkout');
      await page.getByRole('heading', { name: 'Billing details' }).waitFor();
      await fillBillingForm(page, { ...parisBilling, email });
      await page.getByLabel('Cash on delivery').check();
      const checkoutRate = page.locator('label:has(input[name="shipping-method"]:checked)');
      await expect
        .poll(async () => ((await checkoutRate.count()) ? (await checkoutRate.innerText()).trim() : ''), {
          timeout: 30_000,
        })
        .toBe(france.chosen);
      const { orderId, checkoutTotal } = await placeOrderOnceTheTotalSettles(page);
      const received = await orderTotals(page);
      expect(received.total).toBe(checkoutTotal);
      const shippingRow = page
        .getByTestId('order-totals')
        .locator('tr', { hasText: 'Shipping' })
        .locator('td')
        .first();
      expect(centsOfText(await shippingRow.textContent())).toBe(inFrance.shipping);
      expect(await storedOrder(target, orderId, email)).toEqual({ total: received.total, country: 'FR' });
      expect(graphqlErrors).toEqual([]);
      await close();
    },
  );

  // Product pages and listings are the same for everyone (cached, priced for the shop's own
  // country); the cart is priced for her destination. What she added must not cost more or less
  // there than the page said (prices include VAT: root README "Money"). The embedded back end
  // keeps the price with VAT whatever the country (commerce shop README "Tax rule"); a real
  // WooCommerce does with the settings root README "Running on real WooCommerce" lists (its
  // `woocommerce_adjust_non_base_location_prices` filter, which the test stack and the companion
  // plugin apply).
  it(
    'charges a set in a cart estimated for France or the United States what its page said',
    { timeout: 180_000 },
    async () => {
      const { page, graphqlErrors, close } = await shopperPage(browser, fronts[target].url, target);
      await page.goto('/products');
      const set = await shippedSet(page);
      const { data } = await graphqlInPage<{ product: { price: string } }>(
        page,
        'query($s: ID!) { product(id: $s, idType: SLUG) { ... on SimpleProduct { price(format: RAW) } } }',
        { s: set.slug },
      );
      // The price its page and the listing show (the catalogue's, the same for every shopper).
      const listed = cents(data?.product.price);
      await page.goto(`/product/${set.slug}`);
      await addOnProductPage(page, set);
      const line = page.getByTestId('cart-line-amount').first();
      expect(centsOfText(await line.textContent())).toBe(listed);
      const germany = await offeredRates(page);
      const france = await estimateFor(page, 'FR', '75001', germany.offered);
      const inFrance = centsOfText(await line.textContent());
      await estimateFor(page, 'US', '10001', france.offered);
      const inUs = centsOfText(await line.textContent());
      expect({ listed, inFrance, inUs }).toEqual({ listed, inFrance: listed, inUs: listed });
      expect(graphqlErrors).toEqual([]);
      await close();
    },
  );

  it(
    'refuses an unknown, an expired and a too-small coupon on the German cart in German, with no English on the page',
    { timeout: 180_000 },
    async () => {
      const { page, graphqlErrors, close } = await shopperPage(browser, fronts[target].url, target);
      await germanCartWithOneSet(page);
      // SAVE15 asks for €75 (stack README "The seeded shop"; the embedded shop's is the same): one set is less.
      expect(centsOfGerman(await page.getByTestId('cart-subtotal').textContent())).toBeLessThan(7500);
      const refusals: string[] = [];
      for (const [code, text] of [
        ['nonsense', /^Dieser Gutscheincode ist ungültig\.$/],
        ['EXPIRED5', /^Dieser Gutschein ist abgelaufen\.$/],
        ['SAVE15', /^Der Mindestbestellwert für diesen Gutschein beträgt .*75.*\.$/],
      ] as const) {
        await page.getByLabel('Gutscheincode').fill(code);
        await page.getByRole('button', { name: 'Gutschein einlösen' }).click();
        const alert = page.getByRole('alert').filter({ hasText: text });
        await alert.first().waitFor({ timeout: 30_000 });
        refusals.push(((await alert.first().textContent()) ?? '').trim());
      }
      expect(refusals).toHaveLength(3);
      expect(await page.locator('main').innerText()).not.toMatch(
        /does not exist|has expired|minimum spend|not valid|coupon/i,
      );
      expect(await page.getByTestId('cart-discount').count()).toBe(0);
      // The refusals are the answers the page waited for, not errors it met.
      expect(graphqlErrors.filter((error) => !/COUPON_(INVALID|EXPIRED|MINIMUM_SPEND)/.test(error))).toEqual(
        [],
      );
      await close();
    },
  );

  // The back end writes the amount in its own format ("€75.00"); the page prints it as German
  // money, as every other amount on a German page (web/src/i18n/errorMessage.ts).
  it(
    'names a coupon’s minimum spend in German money on the German cart (75,00 €)',
    { timeout: 180_000 },
    async () => {
      const { page, close } = await shopperPage(browser, fronts[target].url, target);
      await germanCartWithOneSet(page);
      await page.getByLabel('Gutscheincode').fill('SAVE15');
      await page.getByRole('button', { name: 'Gutschein einlösen' }).click();
      const alert = page.getByRole('alert').filter({ hasText: /Mindestbestellwert/ });
      await alert.first().waitFor({ timeout: 30_000 });
      // Every other amount on a German page reads "12,34 €" (companion-shop.test.ts).
      expect(((await alert.first().textContent()) ?? '').trim()).toMatch(
        /^Der Mindestbestellwert für diesen Gutschein beträgt 75,00\s€\.$/,
      );
      await close();
    },
  );
});

/** A set added on its German page, and the German cart it is in. */
async function germanCartWithOneSet(page: Page): Promise<void> {
  await page.goto('/de/products');
  const set = await shippedSet(page);
  await page.goto(`/de/product/${set.slug}`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const form = page.locator('form:has(#quantity)');
  await form.getByRole('button', { name: 'In den Warenkorb', exact: true }).click();
  await form.getByRole('button', { name: 'In den Warenkorb', exact: true }).waitFor();
  await page.goto('/de/cart');
  await page.getByTestId('cart-line').first().waitFor();
}

/** Cents of a German amount ("1.234,50 €"); throws when the text holds none. */
function centsOfGerman(text: string | null): number {
  const match = /(\d{1,3}(?:\.\d{3})*),(\d\d)\s€/.exec(text ?? '');
  if (!match) throw new Error(`no German amount in ${JSON.stringify(text)}`);
  return Number(match[1]!.replaceAll('.', '')) * 100 + Number(match[2]);
}
