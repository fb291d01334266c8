/**
 * Small things a shopper noticed while using the shop, each as they would check it again in
 * Chromium: a reloaded page opens at the top (behaviour §2 "navigation scrolls to the top"), also on
 * a phone where it opened at the footer; the footer names only the payment methods the checkout
 * offers; /register says "Register" once as its title; a cart line names the chosen options by
 * their term names ("Glossy"), not their slugs.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shopperContext } from '../support/browser.ts';
import { useShopSuite } from './support/shop-stack.ts';
import { graphqlInPage } from './support/shopper.ts';

const shop = useShopSuite();
const { enabled } = shop;

const desktop = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };

async function openPage(size: { width: number; height: number }): Promise<Page> {
  const context = await shopperContext(shop.browser, shop.stack.url, size);
  return context.newPage();
}

interface VariableProduct {
  databaseId: number;
  slug: string;
  attributes: { nodes: { name: string; variation: boolean }[] };
  variations: {
    nodes: {
      databaseId: number;
      stockStatus: string;
      attributes: { nodes: { name: string; value: string }[] };
    }[];
  };
}

describe.skipIf(!enabled)('small shopper-facing details in Chromium', { timeout: 120_000 }, () => {
  for (const [label, size] of [
    ['phone', phone],
    ['desktop', desktop],
  ] as const) {
    it(`a reloaded page opens at the top, not where it was left (${label})`, async () => {
      const page = await openPage(size);
      await page.goto('/products');
      await page.getByTestId('result-count').waitFor();
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
      await page.reload({ waitUntil: 'load' });
      await page.getByTestId('result-count').waitFor();
      await page.waitForLoadState('networkidle');
      // Late restorations (the browser's own, the router's) would have happened by now.
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      // Back and Forward still restore: leave for a product and come back.
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      const left = await page.evaluate(() => window.scrollY);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Size Guide' }).click();
      await page.waitForURL(/\/size-guide$/);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await page.goBack();
      await page.getByTestId('result-count').waitFor();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(left - 200);
      // With a hash, a reload opens at its target (behaviour §2), not at the top.
      await page.goto('/#faq-title');
      await page.reload({ waitUntil: 'load' });
      await page.waitForLoadState('networkidle');
      const target = page.locator('#faq-title');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      const box = await target.boundingBox();
      expect(box && box.y >= -1 && box.y < size.height).toBe(true);
      await page.context().close();
    });
  }

  it('a reloaded checkout (rendered in the browser, its form arriving late) opens at the top on a phone', async () => {
    const page = await openPage(phone);
    await page.goto('/products');
    const { data } = await graphqlInPage<{
      products: { nodes: { databaseId?: number; stockStatus?: string }[] };
    }>(page, '{ products(first: 40) { nodes { ... on SimpleProduct { databaseId stockStatus } } } }');
    const product = (data?.products.nodes ?? []).find(
      (node) => node.databaseId && node.stockStatus === 'IN_STOCK',
    );
    const added = await graphqlInPage(
      page,
      'mutation($p: Int!) { addToCart(input: { productId: $p, quantity: 1 }) { cart { isEmpty } } }',
      { p: product?.databaseId },
    );
    expect(added.errors).toBeUndefined();
    await page.goto('/checkout');
    await page.getByRole('heading', { name: 'Billing details' }).waitFor();
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.reload({ waitUntil: 'load' });
    await page.getByRole('heading', { name: 'Billing details' }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.context().close();
  });

  it('the footer names the payment methods the checkout offers, and no card brands without a card method', async () => {
    const page = await openPage(phone);
    await page.goto('/');
    const { data } = await graphqlInPage<{ paymentGateways: { nodes: { id: string; title: string }[] } }>(
      page,
      '{ paymentGateways { nodes { id title } } }',
    );
    const gateways = data?.paymentGateways.nodes ?? [];
    expect(gateways.length).toBeGreaterThan(0);
    // This stack has no card method (no Stripe key in the build).
    expect(gateways.some((gateway) => gateway.id === 'stripe')).toBe(false);
    // The methods are asked for once the footer comes into view (the shopper scrolls to it;
    // the shopper's own requests wait for a first interaction, behaviour §4 deferred store start).
    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, 20_000);
    const payments = page.getByRole('contentinfo').getByTestId('footer-payments');
    await expect
      .poll(() => payments.textContent())
      .toBe(`Secure payments: ${gateways.map((gateway) => gateway.title).join(', ')}`);
    const text = (await payments.textContent()) ?? '';
    expect(text).not.toMatch(/visa|mastercard/i);
    await page.context().close();
  });

  it('/register says "Register" once as its heading', async () => {
    const page = await openPage(desktop);
    await page.goto('/register');
    await page.getByLabel('Confirm password').waitFor();
    expect(await page.getByRole('heading', { name: 'Register', exact: true }).count()).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Register');
    await page.context().close();
  });

  it('a cart line names the chosen options by their terms ("Finish: Glossy"), not their slugs', async () => {
    const page = await openPage(desktop);
    await page.goto('/');
    const { data, errors } = await graphqlInPage<{ products: { nodes: Partial<VariableProduct>[] } }>(
      page,
      `{ products(first: 30, where: { type: VARIABLE }) { nodes { ... on VariableProduct { databaseId slug
          attributes(first: 5) { nodes { name variation } }
          variations(first: 12) { nodes { databaseId stockStatus attributes(first: 3) { nodes { name value } } } } } } } }`,
    );
    if (errors?.length) throw new Error(`products: ${errors[0]!.message}`);
    // A set sold in either finish: its variations leave the finish to the shopper ("any").
    const product = (data?.products.nodes ?? []).find((node) =>
      node.attributes?.nodes.some((attribute) => attribute.name === 'pa_finish' && attribute.variation),
    ) as VariableProduct | undefined;
    const variation = product?.variations.nodes.find((node) => node.stockStatus === 'IN_STOCK');
    if (!product || !variation) throw new Error('no in-stock variable set sold in either finish');
    const chosen = variation.attributes.nodes.map((attribute) => ({
      attributeName: attribute.name,
      attributeValue: attribute.name === 'pa_finish' ? 'glossy' : attribute.value,
    }));
    if (!chosen.some((choice) => choice.attributeName === 'pa_finish'))
      chosen.push({ attributeName: 'pa_finish', attributeValue: 'glossy' });
    const added = await graphqlInPage(
      page,
      'mutation($p: Int!, $v: Int, $a: [ProductAttributeInput]) { addToCart(input: { productId: $p, variationId: $v, variation: $a, quantity: 1 }) { cart { isEmpty } } }',
      { p: product.databaseId, v: variation.databaseId, a: chosen },
    );
    expect(added.errors).toBeUndefined();
    await page.goto('/cart');
    const line = page.getByTestId('cart-line').first();
    await line.waitFor();
    const options = (await line.locator('p').first().textContent()) ?? '';
    expect(options).toContain('Finish: Glossy');
    expect(options).not.toMatch(/glossy/);
    expect(options).toMatch(/Length: (Short|Medium|Long)/);
    expect(options).toMatch(/Size: (XS|S|M|L)\b/);
    // The checkout's order review names them the same way.
    await page.goto('/checkout');
    const review = page.getByRole('complementary', { name: 'Your order' });
    await review.getByText('Glossy', { exact: false }).waitFor();
    expect(await review.locator('li').first().textContent()).not.toMatch(/glossy|medium|short|long\b/);
    await page.context().close();
  });
});
