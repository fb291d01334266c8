/**
 * The shop as its owner runs it: a real WooCommerce with the storefront's companion plugin
 * (upstreams/woocommerce-companion, installed as its README says), beside the embedded back end, in
 * Chromium on a desktop and on a phone (root README "What works where").
 *
 * A German shopper, from the cart to the order received page:
 * - the cart's shipping estimate starts at the shop's country; FREESHIP unlocks free shipping and
 *   the storefront chooses it, in the cart and at checkout, and the order is charged 0,00 € for it;
 * - Germany's state is optional, as WooCommerce's locale says (no `required`, marked optional);
 * - shipping and payment methods read German where the shop kept WooCommerce's titles: no
 *   "Flat rate", "Cash on delivery" or "Direct bank transfer" on her checkout or order;
 * - money and dates are German ("12,34 €", "6. Dezember 2026"), and a bank transfer order shows
 *   the shop's IBAN and BIC under "Unsere Bankverbindung".
 *
 * Also: options come in the shop's own term order (Short, Medium, Long); a category page applies an
 * attribute filter as the listing does; a newsletter subscriber's first-order code is her own
 * (made by the back end), good for one order.
 */
import { spawnSync } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, launchChromium } from '../e2e/support/browser.ts';
import { fillBillingInGerman, graphqlInPage } from '../e2e/shop/support/shopper.ts';
import { backEnds, useBothBackEnds } from './support/both-back-ends.ts';
import { fillGermanBilling, orderTotals, shippedSet, shopperPage } from './support/journey-steps.ts';
import { centsOfText } from './support/raw-cart.ts';

const shops = useBothBackEnds({ companion: true });
const { fronts } = shops;
const enabled = shops.enabled && chromiumAvailable();
let browser: Browser;

/** The shop's account, as the owner enters it in WooCommerce's "Direct bank transfer" settings. */
const shopAccount = {
  account_name: 'Press-on Nails Studio',
  account_number: '0532013000',
  bank_name: 'Commerzbank',
  sort_code: '37040044',
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
};

/** The owner's "Account details" on the real shop (the embedded one is seeded with the same). */
function enterBankAccount(wordpressDir: string, graphqlUrl: string): void {
  const { host, hostname } = new URL(graphqlUrl);
  const owner = spawnSync(
    'php',
    [
      '-r',
      `$_SERVER['HTTP_HOST'] = getenv('WP_HOST'); $_SERVER['SERVER_NAME'] = getenv('WP_NAME'); $_SERVER['REQUEST_URI'] = '/';
       require getenv('WP_DIR') . '/wp-load.php';
       update_option('woocommerce_bacs_accounts', array(json_decode(getenv('ACCOUNT'), true)));`,
    ],
    {
      encoding: 'utf8',
      env: {
        ...process.env,
        WP_DIR: wordpressDir,
        WP_HOST: host,
        WP_NAME: hostname,
        ACCOUNT: JSON.stringify(shopAccount),
      },
    },
  );
  if (owner.status !== 0) throw new Error(`setting the bank account failed: ${owner.stderr}`);
}

beforeAll(async () => {
  if (!enabled) return;
  const { wordpressDir, graphqlUrl } = shops.real;
  if (wordpressDir) enterBankAccount(wordpressDir, graphqlUrl);
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
}, 60_000);

const screens = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const;

/** WooCommerce's own English titles, which a German page must not show where the owner kept them. */
const wooCommerceEnglish = /Flat rate|Free shipping|Local pickup|Cash on delivery|Direct bank transfer/;

/** Cents of a German amount ("1.234,50 €"); throws when the text holds none. */
function centsOfGerman(text: string | null): number {
  const match = /(\d{1,3}(?:\.\d{3})*),(\d\d)\s€/.exec(text ?? '');
  if (!match) throw new Error(`no German amount in ${JSON.stringify(text)}`);
  return Number(match[1]!.replaceAll('.', '')) * 100 + Number(match[2]);
}

/** The amount in the order's totals row labelled `label`. */
async function orderRow(page: Page, label: string): Promise<string> {
  const row = page
    .getByTestId('order-totals')
    .locator('tr', { has: page.getByRole('rowheader', { name: label }) });
  return (await row.locator('td').first().textContent()) ?? '';
}

/** The amount in the order's totals row labelled `label`, as written on an English page. */
async function orderRowEnglish(page: Page, label: string): Promise<string> {
  const text = await orderRow(page, label);
  return /\d\.\d\d/.test(text) ? text : '€0.00';
}

describe.skipIf(!enabled).each(backEnds)('a German shopper on %s', (target) => {
  for (const [screen, viewport] of screens)
    it(
      `${screen}: FREESHIP chooses free shipping; a German checkout with the state optional; the order in German money and dates with the shop's IBAN`,
      { timeout: 240_000 },
      async () => {
        const { page, graphqlErrors, close } = await shopperPage(
          browser,
          fronts[target].url,
          `${target} ${screen}`,
          viewport,
        );
        await page.goto('/de/products');
        const set = await shippedSet(page);
        await page.goto(`/de/product/${set.slug}`);
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        const form = page.locator('form:has(#quantity)');
        await form.getByRole('button', { name: 'In den Warenkorb', exact: true }).click();
        await form.getByRole('button', { name: 'In den Warenkorb', exact: true }).waitFor();

        await page.goto('/de/cart');
        await page.getByTestId('cart-line').first().waitFor();
        // The estimate starts at the country the cart is charged for: the shop's, Germany.
        await expect.poll(() => page.locator('#estimate-country').inputValue()).toBe('DE');
        await page.getByLabel('Gutscheincode').fill('FREESHIP');
        await page.getByRole('button', { name: 'Gutschein einlösen' }).click();
        const freeInCart = page.getByRole('radio', { name: /^Kostenloser Versand/ });
        await expect.poll(() => freeInCart.isChecked(), { timeout: 30_000 }).toBe(true);

        await page.goto('/de/checkout');
        await page.getByRole('heading', { name: 'Rechnungsdetails' }).waitFor();
        await fillBillingInGerman(page, `lena.${target}.${screen}.${Date.now()}@example.com`);
        // Germany's states are asked for where the back end knows them (WooCommerce does), never required.
        const state = page.locator('#billing-state');
        if (await state.count()) {
          expect(await state.evaluate((select) => (select as HTMLSelectElement).required)).toBe(false);
          expect(await page.locator('label[for="billing-state"]').textContent()).toBe(
            'Bundesland / Region (optional)',
          );
        }
        const freeAtCheckout = page.getByRole('radio', { name: /^Kostenloser Versand/ });
        await expect.poll(() => freeAtCheckout.isChecked(), { timeout: 30_000 }).toBe(true);
        // WooCommerce's own title, translated, on the real shop; the embedded shop's owner named it herself.
        const bankTransfer = page.locator('input[name="payment-method"][value="bacs"]');
        await bankTransfer.check();
        expect((await page.locator('label', { has: bankTransfer }).innerText()).trim()).toMatch(
          target === 'woocommerce' ? /^Direkte Banküberweisung$/ : /^Banküberweisung$/,
        );
        await page.waitForLoadState('networkidle');
        expect(await page.locator('main').innerText()).not.toMatch(wooCommerceEnglish);
        await page.getByRole('button', { name: 'Kostenpflichtig bestellen' }).click();

        await page.waitForURL(/\/de\/checkout\/order-received\/\d+/, { timeout: 60_000 });
        await page.getByText('Vielen Dank. Deine Bestellung ist eingegangen.').waitFor();
        const bank = page.getByTestId('bank-details');
        await bank.getByRole('heading', { name: 'Unsere Bankverbindung' }).waitFor();
        expect(await bank.textContent()).toContain(`IBAN${shopAccount.iban}`);
        expect(await bank.textContent()).toContain(`BIC${shopAccount.bic}`);
        // Free shipping was charged: nothing for it, and the total is the goods'.
        expect(centsOfGerman(await orderRow(page, 'Versand'))).toBe(0);
        const total = (await page.getByTestId('order-total').textContent()) ?? '';
        expect(centsOfGerman(total)).toBe(centsOfGerman(await orderRow(page, 'Zwischensumme')));
        expect(total).not.toMatch(/€\s?\d/);
        const date = page.locator('dt', { hasText: 'Datum' }).locator('xpath=following-sibling::dd[1]');
        expect(await date.textContent()).toMatch(
          /^\d{1,2}\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}$/,
        );
        expect(await page.locator('main').innerText()).not.toMatch(wooCommerceEnglish);
        expect(graphqlErrors).toEqual([]);
        await close();
      },
    );

  it(
    'options come in the shop’s order of terms: Length Short, Medium, Long',
    { timeout: 120_000 },
    async () => {
      const { page, graphqlErrors, close } = await shopperPage(browser, fronts[target].url, target);
      await page.goto('/products');
      const { data } = await graphqlInPage<{
        products: {
          nodes: { slug: string; attributes?: { nodes: { name: string; options: string[] }[] } }[];
        };
      }>(
        page,
        '{ products(first: 30, where: { type: VARIABLE }) { nodes { slug ... on VariableProduct { attributes(first: 5) { nodes { name options } } } } } }',
      );
      const withLengths = (data?.products.nodes ?? []).find((product) =>
        product.attributes?.nodes.some(
          (attribute) => attribute.name === 'pa_length' && attribute.options.length === 3,
        ),
      );
      expect(withLengths, 'a variable product offered in three lengths').toBeDefined();
      await page.goto(`/product/${withLengths!.slug}`);
      const lengths = page.getByRole('radiogroup', { name: 'Length' }).getByRole('radio');
      await lengths.first().waitFor();
      expect(await lengths.allTextContents()).toEqual(['Short', 'Medium', 'Long']);
      expect(graphqlErrors).toEqual([]);
      await close();
    },
  );

  it(
    'a category page applies an attribute filter, as many results as the listing’s',
    { timeout: 120_000 },
    async () => {
      const { page, graphqlErrors, close } = await shopperPage(browser, fronts[target].url, target);
      await page.goto('/products');
      const count = async (category: string, filter?: string) =>
        (
          await graphqlInPage<{ catalogue: { total: number } }>(
            page,
            'query($c: String, $f: String) { catalogue(category: $c, filter: $f, perPage: 1) { total } }',
            { c: category, f: filter },
          )
        ).data!.catalogue.total;
      const { data } = await graphqlInPage<{ productCategories: { nodes: { slug: string }[] } }>(
        page,
        '{ productCategories(first: 50) { nodes { slug } } }',
      );
      // A category the filter narrows: some of its products glossy, not all.
      let chosen: { slug: string; all: number; glossy: number } | undefined;
      for (const { slug } of data?.productCategories.nodes ?? []) {
        const [all, glossy] = await Promise.all([count(slug), count(slug, 'pa_finish[glossy]')]);
        if (glossy > 0 && glossy < all) {
          chosen = { slug, all, glossy };
          break;
        }
      }
      expect(chosen, 'a category with glossy and other sets').toBeDefined();
      await page.goto(`/product-category/${chosen!.slug}?filter=pa_finish[glossy]`);
      await expect
        .poll(() => page.getByTestId('result-count').textContent())
        .toMatch(new RegExp(`of ${chosen!.glossy}$`));
      expect(graphqlErrors).toEqual([]);
      await close();
    },
  );
});

describe.skipIf(!enabled).each(backEnds)('newsletter codes on %s', (target) => {
  it(
    "a subscriber's own code takes 10 % off her first order, and a second order with it is refused",
    { timeout: 240_000 },
    async () => {
      const { page, graphqlErrors, close } = await shopperPage(browser, fronts[target].url, target, {
        popup: true,
      });
      const email = `nora.${target}.${Date.now()}@example.com`;
      await page.goto('/products');
      const dialog = page.getByRole('dialog', { name: 'Get 10% off your first order' });
      await dialog.waitFor({ timeout: 30_000 });
      await dialog.getByLabel('Email address').fill(email);
      await dialog.getByRole('button', { name: 'Subscribe' }).click();
      const code = ((await page.getByTestId('newsletter-code').textContent()) ?? '').trim();
      // Made for her by the back end (the companion plugin on a real shop), not a public code.
      expect(code).toMatch(/^WELCOME-[A-Z2-9]{8}$/);
      await page.getByRole('button', { name: 'Close' }).click();

      const set = await shippedSet(page);
      const buyWithCode = async () => {
        await page.goto(`/product/${set.slug}`);
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        const form = page.locator('form:has(#quantity)');
        await form.getByRole('button', { name: 'Add to cart', exact: true }).click();
        await form.getByRole('button', { name: 'Add to cart', exact: true }).waitFor();
        await page.goto('/checkout');
        await page.getByRole('heading', { name: 'Billing details' }).waitFor();
        await fillGermanBilling(page, email);
        await page.locator('input[name="payment-method"][value="cod"]').check();
        await page.locator('#checkout-coupon').fill(code);
        await page.getByRole('button', { name: 'Apply coupon' }).click();
      };
      const removeCode = page.getByRole('button', { name: new RegExp(`Remove coupon ${code}`, 'i') });

      await buyWithCode();
      await removeCode.waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      await page.getByRole('button', { name: 'Place order' }).click();
      await page.waitForURL(/\/checkout\/order-received\/\d+\?key=/, { timeout: 60_000 });
      const { total, discount } = await orderTotals(page);
      expect(discount).toBeGreaterThan(0);
      const subtotal = total + discount - centsOfText(await orderRowEnglish(page, 'Shipping'));
      expect(Math.abs(discount - Math.round(subtotal * 0.1))).toBeLessThanOrEqual(1);

      await buyWithCode();
      const refusal = page
        .getByRole('alert')
        .filter({ hasText: /coupon/i })
        .first();
      await refusal.waitFor({ timeout: 30_000 });
      expect(await removeCode.count()).toBe(0);
      // The refusal is the answer the page waited for, not an error it met.
      expect(graphqlErrors.filter((error) => !error.includes(code))).toEqual([]);
      await close();
    },
  );
});
