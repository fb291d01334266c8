/**
 * "Buy again" and the product's "Additional information" on a real WooCommerce (the WooCommerce
 * test stack of tests/README.md), in Chromium through the gateway; the embedded back end's run of
 * the same is tests/e2e/shop/order-again.test.ts. Every GraphQL answer the page receives must be
 * free of errors.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, launchChromium } from '../e2e/support/browser.ts';
import { graphqlInPage, productsToBuy } from '../e2e/shop/support/shopper.ts';
import { addFromListing, checkOutInGermany, shopperPage } from './support/journey-steps.ts';
import {
  freePort,
  realShopAvailable,
  startRealShop,
  startStorefront,
  type RealShop,
  type Storefront,
} from './support/targets.ts';

const enabled = realShopAvailable() && chromiumAvailable();

let real: RealShop;
let front: Storefront;
let browser: Browser;

beforeAll(async () => {
  if (!enabled) return;
  const gatewayPort = await freePort();
  real = await startRealShop(`http://127.0.0.1:${gatewayPort}/webhooks/commerce`);
  front = await startStorefront(gatewayPort, {
    graphqlUrl: real.graphqlUrl,
    webhookSecret: real.webhookSecret,
  });
  browser = await launchChromium();
}, 400_000);

afterAll(async () => {
  await browser?.close();
  await front?.close();
  real?.stop();
}, 120_000);

interface CartLine {
  quantity: number;
  product: { node: { databaseId: number } };
  variation: { node: { databaseId: number } } | null;
}

/** The cart's lines as WooCommerce holds them: product, variation and quantity. */
async function cartLines(page: Parameters<typeof graphqlInPage>[0]): Promise<string[]> {
  const { data, errors } = await graphqlInPage<{ cart: { contents: { nodes: CartLine[] } } }>(
    page,
    '{ cart { contents(first: 20) { nodes { quantity product { node { databaseId } } variation { node { databaseId } } } } } }',
  );
  if (errors?.length) throw new Error(`cart: ${errors[0]!.message}`);
  return (data?.cart.contents.nodes ?? [])
    .map(
      (line) => `${line.product.node.databaseId}/${line.variation?.node.databaseId ?? '-'} ×${line.quantity}`,
    )
    .sort();
}

describe.skipIf(!enabled)(
  'the order page and the product page on a real WooCommerce',
  { timeout: 300_000 },
  () => {
    it('woocommerce: a new customer buys a set and a variation, then buys the order again with the same lines', async () => {
      const { page, graphqlErrors, close } = await shopperPage(browser, front.url, 'woocommerce');
      await page.goto('/products');
      const { simple, variable } = await productsToBuy(page);
      await addFromListing(page, simple);
      await addFromListing(page, variable);
      const bought = await cartLines(page);
      expect(bought).toHaveLength(2);
      const name = `again${Date.now()}`;
      const { orderId } = await checkOutInGermany(page, `${name}@example.com`, {
        username: name,
        password: 'Again-nails-2026!',
      });
      // What she bought is no longer in her cart: a real WooCommerce answered the customer an
      // account-creating checkout signed in with the order's lines still in it, and the gateway
      // empties it as part of placing the order. A reload shows the same.
      expect(await cartLines(page)).toEqual([]);
      await page.reload();
      await page.getByText('Thank you. Your order has been received.').waitFor();
      expect(await cartLines(page)).toEqual([]);

      await page.goto(`/order-summary/${orderId}`);
      await page.getByRole('button', { name: 'Buy again' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: '2 products added to your cart.' })
        .waitFor({ timeout: 60_000 });
      expect(await page.getByTestId('buy-again-not-added').count()).toBe(0);
      expect(await cartLines(page)).toEqual(bought);
      expect(graphqlErrors).toEqual([]);
      await close();
    });

    it('woocommerce: the product page lists the attributes WooCommerce marks visible as "Additional information"', async () => {
      const { page, graphqlErrors, close } = await shopperPage(browser, front.url, 'woocommerce');
      await page.goto('/products');
      const { variable } = await productsToBuy(page);
      // What WooCommerce itself says the product shows (its visible attributes and their terms).
      const { data } = await graphqlInPage<{
        product: { attributes: { nodes: { label: string; visible: boolean; options: string[] }[] } };
      }>(
        page,
        'query($s: ID!) { product(id: $s, idType: SLUG) { ... on VariableProduct { attributes(first: 10) { nodes { label visible options } } } } }',
        {
          s: variable.slug,
        },
      );
      const visible = (data?.product.attributes.nodes ?? []).filter((attribute) => attribute.visible);
      expect(visible.length).toBeGreaterThan(0);
      await page.goto(`/product/${variable.slug}`);
      await page.getByRole('heading', { name: 'Additional information' }).waitFor();
      const rows = await page
        .getByTestId('product-attributes')
        .locator('tr')
        .evaluateAll((trs) =>
          trs.map((tr) => ({
            label: tr.querySelector('th')?.textContent,
            values: tr.querySelector('td')?.textContent,
          })),
        );
      expect(rows.map((row) => row.label)).toEqual(visible.map((attribute) => attribute.label));
      // Each value is a term's name, as many as the product's options (Short, Medium, Long: not slugs).
      rows.forEach((row, index) => {
        const values = (row.values ?? '').split(', ');
        expect(values).toHaveLength(visible[index]!.options.length);
        expect(values.every((value) => /^[A-Z0-9]/.test(value))).toBe(true);
      });
      expect(graphqlErrors).toEqual([]);
      await close();
    });
  },
);
