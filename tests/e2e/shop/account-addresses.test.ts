/**
 * My account → Addresses and the cart's free-shipping countdown, in Chromium against the whole
 * stack: the demo customer edits the shipping address (checked as the checkout checks it), finds
 * it again after a reload and in the checkout; a cart counts down to the banner's €50 and says
 * when free shipping is unlocked.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shopperContext } from '../support/browser.ts';
import { useShopSuite } from './support/shop-stack.ts';
import { fillCart, money } from './support/shopper.ts';

const shop = useShopSuite();
const { enabled } = shop;

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Username or email address').fill('demo');
  await page.getByLabel('Password').fill('demo-nails-2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('link', { name: 'Wishlist' }).first().waitFor();
}

const shippingLabel = (page: Page) => page.getByRole('region', { name: 'Shipping address' });

describe.skipIf(!enabled)(
  'My account → Addresses and the free-shipping hint in Chromium',
  { timeout: 180_000 },
  () => {
    it('the demo customer edits the shipping address, sees it after a reload and in the checkout', async () => {
      const context = await shopperContext(shop.browser, shop.stack.url);
      const page = await context.newPage();
      await signIn(page);
      await page.goto('/my-account');
      await page.getByRole('link', { name: 'Addresses' }).click();
      await page.getByRole('button', { name: /shipping address/i }).click();
      const form = page.getByRole('form', { name: 'Shipping address' });
      await form.getByLabel('First name').fill('Demo');
      await form.getByLabel('Last name').fill('Customer');
      await form.getByLabel('Country / Region').selectOption('DE');
      await form.getByLabel('Street address').fill('Kastanienallee 12');
      await form.getByLabel('Town / City').fill('Berlin');
      // A four-digit postcode is not German: refused on its field, as at checkout, and nothing is lost.
      await form.getByLabel('Postcode / ZIP').fill('1043');
      await form.getByRole('button', { name: 'Save address' }).click();
      await form.getByText("This postcode does not match the country's format.").waitFor();
      expect(await form.getByLabel('Postcode / ZIP').getAttribute('aria-invalid')).toBe('true');
      expect(await form.getByLabel('Street address').inputValue()).toBe('Kastanienallee 12');

      await form.getByLabel('Postcode / ZIP').fill('10435');
      await form.getByRole('button', { name: 'Save address' }).click();
      await shippingLabel(page)
        .getByRole('status')
        .filter({ hasText: 'Address changed successfully.' })
        .waitFor();
      await shippingLabel(page).getByText('Kastanienallee 12').waitFor();

      await page.reload();
      await shippingLabel(page).getByText('Kastanienallee 12').waitFor();
      expect(await shippingLabel(page).getByText('10435 Berlin').count()).toBe(1);

      // The checkout starts from the saved address, "Ship to a different address" ticked.
      await fillCart(page);
      await page.goto('/checkout');
      await page.locator('#shipping-address1').waitFor();
      expect(await page.getByLabel(/ship to a different address/i).isChecked()).toBe(true);
      await expect.poll(() => page.locator('#shipping-address1').inputValue()).toBe('Kastanienallee 12');
      expect(await page.locator('#shipping-postcode').inputValue()).toBe('10435');
      await context.close();
    });

    it('/cart and the drawer count down to free shipping from €50 with VAT, then say it is unlocked', async () => {
      const context = await shopperContext(shop.browser, shop.stack.url);
      const page = await context.newPage();
      await page.goto('/products');
      await fillCart(page);
      await page.goto('/cart');
      const hint = page.getByTestId('free-shipping-hint');
      await hint.getByText(/away from free shipping/).waitFor();
      const subtotal = money(await page.getByTestId('cart-subtotal').textContent());
      const discount = page.getByTestId('cart-discount');
      const counted = subtotal - ((await discount.count()) ? money(await discount.textContent()) : 0);
      expect(counted).toBeLessThan(50);
      const away = money((await hint.textContent())?.match(/€[\d.,]+/)?.[0] ?? null);
      expect(away).toBeCloseTo(50 - counted, 2);

      await page.locator('#cart-button').click();
      const drawer = page.locator('#cart-drawer');
      await drawer
        .getByTestId('free-shipping-hint')
        .getByText(/away from free shipping/)
        .waitFor();
      await page.keyboard.press('Escape');

      // Enough of the same sets to pass €50: the countdown gives way to the unlocked message.
      await fillCart(page, { simple: 5, variable: 3 });
      await page.reload();
      await page.getByTestId('free-shipping-hint').getByText('Free shipping unlocked').waitFor();
      expect(money(await page.getByTestId('cart-subtotal').textContent())).toBeGreaterThanOrEqual(50);
      expect(await page.getByText(/away from free shipping/).count()).toBe(0);
      await context.close();
    });
  },
);
