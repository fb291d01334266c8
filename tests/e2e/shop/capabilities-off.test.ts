/**
 * The storefront on a back end without the optional commerce capabilities (web README "Optional
 * commerce capabilities"; the gateway's `COMMERCE_CAPABILITIES=none` makes the embedded back end
 * answer as a stock WooCommerce): a guest browses, buys with cash on delivery and sees the order,
 * and meets no gift card, order tracking or card payment control, no error alert and no GraphQL
 * answer with errors. Beside it the same shop with every capability its back end offers (the
 * default) shows those controls.
 */
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it, onTestFailed } from 'vitest';
import { chromiumAvailable, shopperContext } from '../support/browser.ts';
import { useShopSuite, type ShopStack } from './support/shop-stack.ts';
import { fillBilling, productsToBuy, settledCheckoutTotal } from './support/shopper.ts';

const enabled = chromiumAvailable();

/** A guest's page that records every GraphQL answer with errors and every error in the console. */
async function watchedPage(browser: Browser, stack: ShopStack): Promise<{ page: Page; problems: string[] }> {
  const context = await shopperContext(browser, stack.url);
  const page = await context.newPage();
  const problems: string[] = [];
  // Every operation the page sent, in order, with its answer's status: a failure says what ran.
  const sent: string[] = [];
  const started = Date.now();
  page.on('requestfinished', (request) => {
    if (request.url().endsWith('/graphql'))
      sent.push(`${Date.now() - started} ms ${request.postData()?.slice(0, 160) ?? ''}`);
  });
  page.on('requestfailed', (request) => {
    if (request.url().endsWith('/graphql'))
      sent.push(
        `${Date.now() - started} ms FAILED ${request.failure()?.errorText} ${request.postData()?.slice(0, 160) ?? ''}`,
      );
  });
  page.on('response', (response) => {
    if (!response.url().endsWith('/graphql')) return;
    const operation = (() => {
      try {
        return String(
          (JSON.parse(response.request().postData() ?? '{}') as { operationName?: unknown }).operationName,
        );
      } catch {
        return '?';
      }
    })();
    void response.text().then(
      (body) => {
        if (response.status() !== 200 || body.includes('"errors"'))
          problems.push(`${operation} -> ${response.status()} ${body.slice(0, 300)}`);
      },
      () => undefined,
    );
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  // A step that waits in vain says only that it waited; this says what the page met instead.
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text().slice(0, 300));
  });
  onTestFailed(() => {
    console.log(
      [`What the page met (at ${page.url()}):`, ...problems, ...consoleErrors, 'What it sent:', ...sent].join(
        '\n',
      ),
    );
  });
  return { page, problems };
}

/** The error alerts on screen now (a failed call, a refused step). */
const alertsOn = (page: Page) => page.getByRole('alert').filter({ hasText: /\S/ }).allTextContents();

const footerLink = (page: Page, name: string) => page.getByRole('contentinfo').getByRole('link', { name });

describe.skipIf(!enabled)(
  'a back end without optional capabilities, in Chromium',
  { timeout: 180_000 },
  () => {
    const shop = useShopSuite({ env: { COMMERCE_CAPABILITIES: 'none' } });

    it('a guest browses, buys with cash on delivery and sees the order, meeting no gift card, tracking or card control and no error', async () => {
      const { page, problems } = await watchedPage(shop.browser, shop.stack);

      await page.goto('/');
      await footerLink(page, 'Size Guide').waitFor();
      expect(await footerLink(page, 'Gift card balance').count()).toBe(0);
      expect(await footerLink(page, 'Track Your Order').count()).toBe(0);

      await page.goto('/products');
      await page.getByTestId('result-count').waitFor();
      const { simple } = await productsToBuy(page);
      await page.getByRole('link', { name: simple.name }).first().waitFor();

      // A gift card product is sold as any product: no recipient fields.
      await page.goto('/product/digital-gift-card-50');
      await page.locator('form:has(#quantity)').waitFor();
      expect(await page.getByLabel("Recipient's name (optional)").count()).toBe(0);

      await page.goto(`/product/${simple.slug}`);
      await page
        .locator('form:has(#quantity)')
        .getByRole('button', { name: 'Add to cart', exact: true })
        .click();
      const drawer = page.locator('#cart-drawer');
      await drawer.getByTestId('cart-line').filter({ hasText: simple.name }).waitFor();
      expect(await drawer.getByPlaceholder('Gift card code').count()).toBe(0);

      await page.goto('/cart');
      await expect.poll(() => page.getByTestId('cart-line').count()).toBe(1);
      expect(await page.getByPlaceholder('Gift card code').count()).toBe(0);
      expect(await page.getByTestId('cart-gift-card-total').count()).toBe(0);
      expect(await page.getByTestId('cart-total').textContent()).toMatch(/^€\d+\.\d\d$/);

      await page.getByRole('link', { name: 'Proceed to checkout' }).click();
      await page.getByRole('heading', { name: 'Billing details' }).waitFor();
      expect(await page.getByPlaceholder('Gift card code').count()).toBe(0);
      const methods = await page
        .locator('input[name="payment-method"]')
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
      expect(methods.length).toBeGreaterThan(0);
      expect(methods).not.toContain('stripe');
      await fillBilling(page, { email: 'no.extras@example.com', state: 'NY', payment: 'Cash on delivery' });
      // The shipping estimate follows the country as it changes (the shop's own first, then the
      // US): the total is read once those answers are in, not while the shop's country's rate shows.
      const checkoutTotal = await settledCheckoutTotal(page);
      expect(checkoutTotal).toMatch(/^€\d+\.\d\d$/);
      expect(await alertsOn(page)).toEqual([]);
      await page.getByRole('button', { name: 'Place order' }).click();

      await page.waitForURL(/\/checkout\/order-received\/\d+\?key=/);
      await page.getByText('Thank you. Your order has been received.').waitFor();
      expect(await page.getByTestId('order-details').getByText(simple.name).count()).toBeGreaterThan(0);
      expect(await page.getByTestId('order-total').textContent()).toContain(checkoutTotal ?? '?');
      expect(await page.getByTestId('order-gift-card').count()).toBe(0);
      expect(await page.getByText('Cash on delivery').count()).toBeGreaterThan(0);
      expect(await footerLink(page, 'Gift card balance').count()).toBe(0);
      expect(await alertsOn(page)).toEqual([]);
      expect(problems).toEqual([]);
      await page.context().close();
    });

    it('answers the gift card balance and tracking pages with the 404 page', async () => {
      const { page, problems } = await watchedPage(shop.browser, shop.stack);
      for (const path of ['/gift-card-balance', '/tracking']) {
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await page.getByRole('heading', { name: 'Error 404' }).waitFor();
        expect(await page.getByTestId('error-message').textContent()).toContain(path);
        expect(await page.getByLabel('Gift card code').count()).toBe(0);
        expect(await page.getByLabel('Order number').count()).toBe(0);
      }
      expect(problems).toEqual([]);
      await page.context().close();
    });
  },
);

describe.skipIf(!enabled)(
  'a back end with every optional capability, in Chromium',
  { timeout: 180_000 },
  () => {
    const shop = useShopSuite();

    it('shows the gift card and tracking controls: footer links, balance and tracking pages, recipient and code fields', async () => {
      const { page, problems } = await watchedPage(shop.browser, shop.stack);
      await page.goto('/');
      await footerLink(page, 'Track Your Order').waitFor();
      await footerLink(page, 'Gift card balance').click();
      await page.getByRole('heading', { name: 'Gift card balance' }).waitFor();
      await page.getByLabel('Gift card code').waitFor();
      expect((await page.goto('/tracking'))?.status()).toBe(200);
      await page.getByLabel('Order number').waitFor();

      await page.goto('/product/digital-gift-card-50');
      await page.getByLabel("Recipient's name (optional)").waitFor();
      await page
        .locator('form:has(#quantity)')
        .getByRole('button', { name: 'Add to cart', exact: true })
        .click();
      await page.locator('#cart-drawer').getByTestId('cart-line').first().waitFor();
      await page.goto('/cart');
      await page.getByPlaceholder('Gift card code').waitFor();
      await page.goto('/checkout');
      await page.getByRole('heading', { name: 'Billing details' }).waitFor();
      await page.getByPlaceholder('Gift card code').waitFor();
      expect(await alertsOn(page)).toEqual([]);
      expect(problems).toEqual([]);
      await page.context().close();
    });
  },
);
