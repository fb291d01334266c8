/**
 * A grouped product's page (WooCommerce's grouped product template; the seeded "French Tips
 * Trio"): its children are listed with price, stock and a quantity each, and one Add to cart puts
 * the chosen ones in the cart, on a desktop and on a phone.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shopperContext } from '../support/browser.ts';
import { useShopSuite } from './support/shop-stack.ts';
import { graphqlInPage, watchForTokens } from './support/shopper.ts';

const shop = useShopSuite();
const { enabled } = shop;

interface Child {
  databaseId: number;
  name: string;
  stockStatus?: string;
}

async function children(page: Page): Promise<Child[]> {
  const { data, errors } = await graphqlInPage<{ product: { products: { nodes: Child[] } } }>(
    page,
    '{ product(id: "french-tips-trio", idType: SLUG) { ... on GroupProduct { products(first: 20) { nodes { databaseId name ... on SimpleProduct { stockStatus } } } } } }',
  );
  if (errors?.length) throw new Error(`grouped product: ${errors[0]!.message}`);
  return data?.product.products.nodes ?? [];
}

async function badge(page: Page): Promise<number> {
  const count = page.getByTestId('cart-count');
  return (await count.count()) ? Number(await count.textContent()) : 0;
}

describe.skipIf(!enabled)('grouped products in Chromium', { timeout: 120_000 }, () => {
  for (const [label, size] of [
    ['desktop', { width: 1280, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    it(`lists the trio's sets with a quantity each and adds the chosen ones to the cart (${label})`, async () => {
      const context = await shopperContext(shop.browser, shop.stack.url, size);
      const tokens = watchForTokens(context);
      const page = await context.newPage();
      // The page is rendered on the server: it hydrates with no console error or warning.
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || /hydrat/i.test(message.text()))
          problems.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      await page.goto('/product/french-tips-trio');
      await page.getByRole('heading', { level: 1, name: 'French Tips Trio' }).waitFor();
      const sets = await children(page);
      expect(sets.length).toBe(3);
      const rows = page.getByTestId('grouped-child');
      await expect.poll(() => rows.count()).toBe(sets.length);
      const inStock = sets.filter((set) => set.stockStatus !== 'OUT_OF_STOCK');
      const outOfStock = sets.filter((set) => set.stockStatus === 'OUT_OF_STOCK');
      expect(inStock.length).toBeGreaterThanOrEqual(2);

      // Each set in its row with its own link; one out of stock says so and offers no quantity.
      for (const set of sets) {
        const row = rows.filter({ hasText: set.name });
        expect(await row.getByRole('link', { name: set.name }).getAttribute('href')).toMatch(/\/product\//);
        expect(await row.getByRole('spinbutton').count()).toBe(set.stockStatus === 'OUT_OF_STOCK' ? 0 : 1);
      }
      for (const set of outOfStock)
        expect(await rows.filter({ hasText: set.name }).getByTestId('availability').textContent()).toBe(
          'Out of stock',
        );

      await page.waitForFunction(() => {
        const element = document.querySelector('h1');
        return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
      });
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);

      // Nothing chosen: a message, nothing added.
      const add = page
        .getByTestId('grouped-products')
        .getByRole('button', { name: 'Add to cart', exact: true });
      await add.click();
      await page
        .getByRole('alert')
        .filter({ hasText: 'Choose a quantity for at least one product.' })
        .waitFor();
      expect(await badge(page)).toBe(0);

      // Two of the first set and one of the second go to the cart with one click.
      const [first, second] = inStock as [Child, Child];
      await page.getByLabel(`Quantity of ${first.name}`).fill('2');
      await page.getByLabel(`Quantity of ${second.name}`).fill('1');
      await add.click();
      await page.getByRole('status').filter({ hasText: 'Added to your cart' }).first().waitFor();
      await expect.poll(() => badge(page)).toBe(3);
      await page.goto('/cart');
      const lines = page.getByTestId('cart-line');
      await expect.poll(() => lines.count()).toBe(2);
      expect(await page.getByLabel(`Quantity of ${first.name}`).inputValue()).toBe('2');
      expect(await page.getByLabel(`Quantity of ${second.name}`).inputValue()).toBe('1');
      await tokens.assertNoTokens(page, `grouped product (${label})`);
      await context.close();
    });
  }
});
