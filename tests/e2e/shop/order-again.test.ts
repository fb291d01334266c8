import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '@nails/platform';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hydrated, shopperContext } from '../support/browser.ts';
import { useShopSuite } from './support/shop-stack.ts';
import {
  chooseOptions,
  fillBilling,
  graphqlInPage,
  productsToBuy,
  watchForTokens,
} from './support/shopper.ts';

// "Buy again" from the shopper's order page, the bank details of a bank transfer and the product's
// "Additional information", as a shopper sees them in Chromium on the embedded back end (desktop 1280×900).
const shop = useShopSuite();
const { enabled } = shop;

interface CartLine {
  quantity: number;
  product: { node: { databaseId: number } };
  variation: { node: { databaseId: number }; attributes: { name: string; value: string }[] } | null;
}

/** The cart's lines as the back end holds them: product, variation, its options and quantity. */
async function cartLines(page: Page): Promise<string[]> {
  const { data, errors } = await graphqlInPage<{ cart: { contents: { nodes: CartLine[] } } }>(
    page,
    `{ cart { contents(first: 20) { nodes { quantity product { node { databaseId } }
        variation { node { databaseId } attributes { name value } } } } } }`,
  );
  if (errors?.length) throw new Error(`cart: ${errors[0]!.message}`);
  return (data?.cart.contents.nodes ?? [])
    .map((line) => {
      const options = (line.variation?.attributes ?? [])
        .map((attribute) => `${attribute.name.replace(/^pa_/, '')}=${attribute.value}`)
        .sort()
        .join(',');
      return `${line.product.node.databaseId}/${line.variation?.node.databaseId ?? '-'} ×${line.quantity} ${options}`;
    })
    .sort();
}

/** The shop owner sets a product's stock with the commerce CLI (`stock <slug> <quantity>`). */
function ownerSetsStock(slug: string, quantity: number): void {
  const result = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(repoRoot, 'upstreams', 'commerce', 'src', 'cli', 'main.ts'),
      'stock',
      slug,
      String(quantity),
    ],
    { cwd: repoRoot, env: { ...process.env, VAR_DIR: shop.stack.varDir }, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`commerce stock: ${result.stderr}`);
}

describe.skipIf(!enabled)('the order page and the product page details', { timeout: 180_000 }, () => {
  it('buys an order again with the same options and quantities, naming the line out of stock', async () => {
    const context = await shopperContext(shop.browser, shop.stack.url, { width: 1280, height: 900 });
    const watcher = watchForTokens(context);
    const page = await context.newPage();
    await page.goto('/products');
    const { simple, variable } = await productsToBuy(page);

    await page.goto(`/product/${variable.slug}`);
    await hydrated(page, '#quantity');
    await chooseOptions(page, variable.choices);
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await page
      .locator('form:has(#quantity) [role="status"], form:has(#quantity) [role="alert"]')
      .first()
      .waitFor();
    expect(await page.locator('form:has(#quantity) [role="alert"]').count()).toBe(0);
    await page.goto(`/product/${simple.slug}`);
    await hydrated(page, '#quantity');
    await page.getByLabel('Quantity').fill('2');
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await expect.poll(async () => (await cartLines(page)).length).toBe(2);
    const bought = await cartLines(page);

    await page.goto('/checkout');
    await fillBilling(page, { email: 'rosa.again@example.com', state: 'NY', payment: 'Cash on delivery' });
    await page.getByLabel('Create an account?').check();
    await page.getByLabel('Username').fill('rosa-again');
    await page.getByLabel('Password').fill('Again-nails-2026');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/checkout\/order-received\/\d+/);
    const orderId = /order-received\/(\d+)/.exec(page.url())![1]!;
    // The moment of ordering offers nothing to buy again; the cart is empty now.
    expect(await page.getByTestId('buy-again').count()).toBe(0);
    expect(await cartLines(page)).toEqual([]);

    // The simple product sells out meanwhile.
    ownerSetsStock(simple.slug, 0);
    await page.goto('/my-account?tab=orders');
    await page
      .getByTestId('order-history')
      .getByRole('link', { name: `#${orderId}` })
      .click();
    await page.waitForURL(`**/order-summary/${orderId}`);
    await page.getByRole('button', { name: 'Buy again' }).click();
    await page.getByRole('status').filter({ hasText: '1 product added to your cart.' }).waitFor();
    const notAdded = page.getByTestId('buy-again-not-added');
    expect(await notAdded.textContent()).toContain(`${simple.name}: out of stock`);
    expect(await cartLines(page)).toEqual(bought.filter((line) => !line.includes('/- ')));
    // The shop's autoOpenCart setting opens the drawer with what was added.
    await page.locator('#cart-drawer').getByTestId('cart-line').filter({ hasText: variable.name }).waitFor();
    await watcher.assertNoTokens(page, 'buy again');

    // Back in stock, the German page adds both lines again (the variation's line grows to two).
    ownerSetsStock(simple.slug, 10);
    await page.goto(`/de/order-summary/${orderId}`);
    await page.getByRole('button', { name: 'Erneut kaufen' }).click();
    await page.getByRole('status').filter({ hasText: '2 Produkte in deinen Warenkorb gelegt.' }).waitFor();
    expect(await page.getByTestId('buy-again-not-added').count()).toBe(0);
    const doubled = (line: string) => line.replace(/×(\d+)/, (_, n: string) => `×${Number(n) * 2}`);
    // The simple line (no variation, "/-") was not in the cart; the variation's was.
    expect(await cartLines(page)).toEqual(
      bought.map((line) => (line.includes('/- ') ? line : doubled(line))).sort(),
    );
    await context.close();
  });

  it('shows the shop’s IBAN and BIC for a bank transfer, on order received and after a reload, in German', async () => {
    const context = await shopperContext(shop.browser, shop.stack.url, { width: 1280, height: 900 });
    const page = await context.newPage();
    await page.goto('/de/products');
    const { simple } = await productsToBuy(page);
    await graphqlInPage(
      page,
      'mutation($p: Int!) { addToCart(input: { productId: $p, quantity: 1 }) { cart { isEmpty } } }',
      {
        p: (
          await graphqlInPage<{ product: { databaseId: number } }>(
            page,
            'query($s: ID!) { product(id: $s, idType: SLUG) { databaseId } }',
            { s: simple.slug },
          )
        ).data!.product.databaseId,
      },
    );
    await page.goto('/checkout');
    await fillBilling(page, { email: 'bea.bank@example.com', state: 'NY', payment: 'Direct bank transfer' });
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/checkout\/order-received\/\d+/);
    const details = page.getByTestId('bank-details');
    await details.getByRole('heading', { name: 'Our bank details' }).waitFor();
    expect(await details.textContent()).toContain('IBANDE89370400440532013000');
    expect(await details.textContent()).toContain('BICCOBADEFFXXX');
    expect(await details.textContent()).toContain('Account namePress-on Nails Studio');
    await page.goto(page.url().replace('/checkout/', '/de/checkout/'));
    await details.getByRole('heading', { name: 'Unsere Bankverbindung' }).waitFor();
    expect(await details.textContent()).toContain('KontoinhaberPress-on Nails Studio');
    expect(await details.textContent()).toContain('IBANDE89370400440532013000');
    await context.close();
  });

  it('shows the product’s visible attributes as "Additional information", in English and German', async () => {
    const context = await shopperContext(shop.browser, shop.stack.url, { width: 1280, height: 900 });
    const page = await context.newPage();
    await page.goto('/products');
    const { variable } = await productsToBuy(page);
    const rows = async () =>
      page
        .getByTestId('product-attributes')
        .locator('tr')
        .evaluateAll((trs) =>
          trs.map((tr) => `${tr.querySelector('th')?.textContent}: ${tr.querySelector('td')?.textContent}`),
        );

    await page.goto(`/product/${variable.slug}`);
    await page.getByRole('heading', { name: 'Additional information' }).waitFor();
    expect(await rows()).toEqual(
      expect.arrayContaining(['Length: Short, Medium, Long', 'Size: XS, S, M, L']),
    );
    expect((await rows()).some((row) => /^Finish: (Glossy|Matte)/.test(row))).toBe(true);

    await page.goto(`/de/product/${variable.slug}`);
    await page.getByRole('heading', { name: 'Zusätzliche Informationen' }).waitFor();
    expect(await rows()).toContain('Länge: Kurz, Mittel, Lang');
    await context.close();
  });
});
