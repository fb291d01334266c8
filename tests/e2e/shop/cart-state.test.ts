/**
 * One cart for the whole shop (one owner for state shown in several places; behaviour §2 header badge, drawer and /cart):
 * after an add, a quantity change and a removal, made in the drawer or on /cart, the header
 * badge, the drawer and the cart page show the same lines and quantities at once, without a
 * reload; Escape closes the drawer and gives focus back to the cart button.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shopperContext } from '../support/browser.ts';
import { useShopSuite } from './support/shop-stack.ts';
import { chooseOptions, productsToBuy, type OptionChoice } from './support/shopper.ts';

const shop = useShopSuite();
const { enabled } = shop;

/** The number on the header's cart badge (no badge: 0, behaviour §2). */
async function badge(page: Page): Promise<number> {
  const count = page.getByTestId('cart-count');
  return (await count.count()) ? Number(await count.textContent()) : 0;
}

/** Each line of a cart view as "name × quantity", in order. */
async function lines(scope: ReturnType<Page['locator']>): Promise<string[]> {
  const rows = scope.getByTestId('cart-line');
  const result: string[] = [];
  for (let index = 0; index < (await rows.count()); index += 1) {
    const row = rows.nth(index);
    const name = (await row.getByRole('link').first().textContent())?.trim() ?? '';
    result.push(`${name} × ${await row.getByRole('spinbutton').inputValue()}`);
  }
  return result;
}

async function addFromProductPage(page: Page, product: { slug: string; choices?: OptionChoice[] }) {
  await page.goto(`/product/${product.slug}`);
  await chooseOptions(page, product.choices);
  const form = page.locator('form:has(#quantity)');
  await form.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await form.getByRole('status').filter({ hasText: /added/i }).waitFor();
}

async function openDrawer(page: Page) {
  await page.locator('#cart-button').click();
  await page.locator('#cart-drawer').waitFor({ state: 'visible' });
}

async function closeDrawerWithEscape(page: Page) {
  await page.keyboard.press('Escape');
  await page.locator('#cart-drawer').waitFor({ state: 'hidden' });
  // WAI-ARIA dialog pattern: focus goes back to the button that opened the drawer.
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('cart-button');
}

describe.skipIf(!enabled)('one cart state in Chromium', { timeout: 180_000 }, () => {
  it('badge, drawer and /cart agree after add, quantity change and removal in either place', async () => {
    const context = await shopperContext(shop.browser, shop.stack.url);
    const page = await context.newPage();
    await page.goto('/products');
    const { simple, variable } = await productsToBuy(page);
    const drawer = page.locator('#cart-drawer');
    const cartPage = page.locator('main');

    // Add: the badge follows at once, the drawer lists the line.
    await addFromProductPage(page, variable);
    await expect.poll(() => badge(page)).toBe(1);
    if (await drawer.isHidden()) await openDrawer(page);
    await expect.poll(() => lines(drawer)).toEqual([`${variable.name} × 1`]);
    await closeDrawerWithEscape(page);
    await addFromProductPage(page, simple);
    await expect.poll(() => badge(page)).toBe(2);

    // Quantity change in the drawer: badge, drawer and then /cart (reached without a reload).
    if (await drawer.isHidden()) await openDrawer(page);
    await expect.poll(async () => (await lines(drawer)).length).toBe(2);
    await drawer
      .getByTestId('cart-line')
      .filter({ hasText: variable.name })
      .getByRole('spinbutton')
      .fill('3');
    await expect.poll(() => badge(page)).toBe(4);
    const inDrawer = await lines(drawer);
    expect(inDrawer.sort()).toEqual([`${simple.name} × 1`, `${variable.name} × 3`].sort());
    await drawer.getByRole('link', { name: 'View cart' }).click();
    await page.waitForURL(/\/cart$/);
    await expect.poll(async () => (await lines(cartPage)).sort()).toEqual(inDrawer.sort());
    expect(await badge(page)).toBe(4);

    // Removal on /cart: the badge and the drawer drop the line at once.
    await cartPage
      .getByTestId('cart-line')
      .filter({ hasText: variable.name })
      .getByRole('button', { name: `Remove ${variable.name}`, exact: false })
      .click();
    await expect.poll(() => badge(page)).toBe(1);
    await openDrawer(page);
    await expect.poll(() => lines(drawer)).toEqual([`${simple.name} × 1`]);
    await closeDrawerWithEscape(page);

    // Quantity change on /cart: the drawer shows the new quantity.
    await cartPage.getByTestId('cart-line').getByRole('spinbutton').fill('2');
    await expect.poll(() => badge(page)).toBe(2);
    await openDrawer(page);
    await expect.poll(() => lines(drawer)).toEqual([`${simple.name} × 2`]);

    // Removal in the drawer: the badge goes, the drawer and /cart show the empty cart.
    await drawer
      .getByTestId('cart-line')
      .getByRole('button', { name: /^Remove/ })
      .click();
    await expect.poll(() => badge(page)).toBe(0);
    await drawer.getByTestId('cart-empty').waitFor();
    await closeDrawerWithEscape(page);
    await cartPage.getByTestId('cart-empty').waitFor();

    // The back end agrees: after a reload the cart is still empty and the badge hidden.
    await page.reload();
    await cartPage.getByTestId('cart-empty').waitFor();
    expect(await badge(page)).toBe(0);
    await context.close();
  });
});
