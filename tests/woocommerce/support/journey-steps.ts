/// <reference lib="dom" />
/**
 * What a shopper does in the real-WooCommerce suite, step by step in Chromium, written once for
 * both back ends (real-shop.test.ts): a page that records every GraphQL answer with errors, from
 * the listing into the cart, a German guest checkout, and the order-received totals.
 */
import type { Browser, Page } from 'playwright-core';
import { expect, onTestFailed } from 'vitest';
import { shopperContext } from '../../e2e/support/browser.ts';
import {
  berlinBilling,
  chooseOptions,
  fillBillingForm,
  graphqlInPage,
  type OptionChoice,
} from '../../e2e/shop/support/shopper.ts';
import { centsOfText } from './raw-cart.ts';

export interface ShopperPage {
  page: Page;
  /** Every GraphQL answer with errors or a status other than 200, as "request -> answer". */
  graphqlErrors: string[];
  close(): Promise<void>;
}

/**
 * A shopper's page on `url` that records every GraphQL answer with errors and every request left
 * unanswered, printed when the test fails; each journey asserts the errors empty at its end.
 */
export async function shopperPage(
  browser: Browser,
  url: string,
  label: string,
  options: Parameters<typeof shopperContext>[2] = {},
): Promise<ShopperPage> {
  const context = await shopperContext(browser, url, options);
  const page = await context.newPage();
  const graphqlErrors: string[] = [];
  const pending = new Map<object, string>();
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql')) pending.set(request, (request.postData() ?? '').slice(0, 200));
  });
  page.on('response', (response) => {
    const sent = pending.get(response.request());
    if (sent === undefined) return;
    pending.delete(response.request());
    void response.text().then(
      (body) => {
        const answer = JSON.parse(body) as { errors?: unknown[] };
        if (response.status() !== 200 || answer.errors?.length)
          graphqlErrors.push(`${sent} -> ${response.status()} ${body.slice(0, 600)}`);
      },
      () => undefined,
    );
  });
  onTestFailed(() => {
    console.log(
      [
        `[${label}] what the page met (at ${page.url()}):`,
        ...[...pending.values()].map((sent) => `unanswered: ${sent}`),
        ...graphqlErrors.slice(-20),
      ].join('\n'),
    );
  });
  return { page, graphqlErrors, close: () => context.close() };
}

export interface Listed {
  name: string;
  slug: string;
  choices?: OptionChoice[];
}

/** A simple product in stock that ships (WooCommerce keeps no shipping for an order of downloads alone). */
export async function shippedSet(page: Page): Promise<Listed> {
  const { data } = await graphqlInPage<{
    products: { nodes: (Listed & { virtual?: boolean; stockStatus?: string })[] };
  }>(
    page,
    '{ products(first: 60, where: { type: SIMPLE }) { nodes { slug name ... on SimpleProduct { virtual stockStatus } } } }',
  );
  const set = (data?.products.nodes ?? []).find(
    (product) => product.virtual === false && product.stockStatus === 'IN_STOCK',
  );
  if (!set) throw new Error('the shop has no simple product in stock that ships');
  return { name: set.name, slug: set.slug };
}

/** From the listing to the product page, options chosen where there are any, into the cart. */
export async function addFromListing(page: Page, product: Listed): Promise<void> {
  await page.goto('/products');
  await page.locator(`a[href$="/product/${product.slug}"]`).first().click();
  await page.waitForURL(`**/product/${product.slug}`);
  await addOnProductPage(page, product);
}

/** On an open product page: its options chosen, Add to cart, and the line on /cart. */
export async function addOnProductPage(page: Page, product: Listed): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await chooseOptions(page, product.choices);
  const form = page.locator('form:has(#quantity)');
  await form.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await form.getByRole('button', { name: 'Add to cart', exact: true }).waitFor();
  await page.goto('/cart');
  await page.getByTestId('cart-line').filter({ hasText: product.name }).first().waitFor();
}

/** Fills the billing form as a shopper in Berlin (Germany: 19 % VAT, flat rate €5.83 with VAT). */
export async function fillGermanBilling(page: Page, email: string | undefined): Promise<void> {
  await fillBillingForm(page, { ...berlinBilling, email });
}

/**
 * Checkout in Berlin paying cash on delivery (`email` undefined for a customer, whose email is
 * read-only), creating an account with the order when `account` is given; returns the order number and the total the checkout showed last.
 */
export async function checkOutInGermany(
  page: Page,
  email: string | undefined,
  account?: { username: string; password: string },
): Promise<{ orderId: string; checkoutTotal: number }> {
  await page.goto('/checkout');
  await page.getByRole('heading', { name: 'Billing details' }).waitFor();
  await fillGermanBilling(page, email);
  if (account) {
    await page.getByLabel('Create an account?').check();
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Password').fill(account.password);
  }
  await page.getByLabel('Cash on delivery').check();
  return placeOrderOnceTheTotalSettles(page);
}

/**
 * Places the order once the checkout's total stopped changing (the address brings shipping into
 * it), and answers the order number and that total, the one to compare the order's with.
 */
export async function placeOrderOnceTheTotalSettles(
  page: Page,
): Promise<{ orderId: string; checkoutTotal: number }> {
  const total = page.getByTestId('cart-total');
  let before = -1;
  let polls = 0;
  await expect
    .poll(
      async () => {
        const now = centsOfText(await total.textContent());
        // A cart of downloads ships nothing: its shipping row never names an amount.
        const shipping = (await page.getByTestId('cart-shipping').textContent()) ?? '';
        const settled = now > 0 && now === before && (shipping.includes('€') || ++polls > 5);
        before = now;
        return settled;
      },
      { interval: 1000, timeout: 30_000 },
    )
    .toBe(true);
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/checkout\/order-received\/\d+/, { timeout: 60_000 });
  await page.getByText('Thank you. Your order has been received.').waitFor();
  return { orderId: page.url().match(/order-received\/(\d+)/)![1]!, checkoutTotal: before };
}

/** The order page's totals, which must add up: subtotal − discount + shipping = total. */
export async function orderTotals(page: Page): Promise<{ total: number; discount: number }> {
  const totals = page.getByTestId('order-totals');
  await totals.waitFor();
  // A row that is missing, or names no amount ("Free shipping"), counts 0.
  const row = async (label: string) => {
    const cells = totals.locator('tr', { hasText: label }).locator('td');
    const text = (await cells.count()) ? await cells.first().textContent() : '';
    return /\d\.\d\d/.test(text ?? '') ? centsOfText(text) : 0;
  };
  const total = centsOfText(await page.getByTestId('order-total').textContent());
  const [subtotal, discount, shipping] = [
    await row('Subtotal'),
    await row('Discount'),
    await row('Shipping'),
  ];
  expect(
    subtotal - discount + shipping,
    `subtotal ${subtotal} − discount ${discount} + shipping ${shipping}`,
  ).toBe(total);
  return { total, discount };
}

export async function logIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username or email address').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByText('Hello', { exact: false }).first().waitFor();
}

export async function logOut(page: Page): Promise<void> {
  await page.goto('/my-account');
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('heading', { name: 'Login', exact: true }).last().waitFor();
}
