/**
 * The product listing as a shopper walks it in Chromium: a listing address that does not exist
 * stays the not-found page once the app takes over; Back and Forward after ticking a filter show
 * the address's filter; the cards' wishlist heart and buy button on a desktop and a phone; the
 * grouped "French Tips Trio" badged and sorted by its children's real discount.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shopperContext } from '../support/browser.ts';
import { useShopSuite } from './support/shop-stack.ts';

const shop = useShopSuite();
const { enabled } = shop;

/** Console errors and hydration warnings of a page, but not the 404 document's own load line. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Failed to load resource: the server responded with a status of 404/.test(text)) return;
    if (message.type() === 'error' || /hydrat|#418/i.test(text)) problems.push(`${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

const resultCount = async (page: Page) => (await page.getByTestId('result-count').textContent()) ?? '';
const filterOf = (page: Page) => new URL(page.url()).searchParams.get('filter');

describe.skipIf(!enabled)('the product listing in Chromium', { timeout: 120_000 }, () => {
  it('keeps the not-found page of a listing address that does not exist once the app has taken over', async () => {
    const context = await shopperContext(shop.browser, shop.stack.url, { width: 390, height: 844 });
    const page = await context.newPage();
    const problems = watchProblems(page);
    for (const path of [
      '/product-category/nope',
      '/products/page/99',
      '/products/page/0',
      '/products/page/abc',
      '/product-category/almond/page/2',
      '/de/products/page/99',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      // shopperContext's goto returns once React has hydrated the page (html[data-hydrated]).
      expect(await page.locator('html[data-hydrated]').count(), path).toBe(1);
      const heading = page.getByRole('heading', { level: 1 });
      await expect.poll(() => heading.textContent(), { timeout: 5_000 }).toMatch(/^(Error|Fehler) 404$/);
      expect(await page.getByTestId('error-message').textContent(), path).toContain(path);
      expect(await page.locator('footer').count(), path).toBeGreaterThan(0);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the address’s filter after Back and Forward, and the next tick starts from it', async () => {
    const context = await shopperContext(shop.browser, shop.stack.url);
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto('/products');
    const allCount = await resultCount(page);
    const boxes = page.locator('input[type="checkbox"][name="category"]');
    const first = boxes.nth(0);
    const second = boxes.nth(1);
    const firstSlug = await first.getAttribute('value');
    const secondSlug = await second.getAttribute('value');

    await first.check();
    await expect.poll(() => filterOf(page)).toBe(`category[${firstSlug}]`);
    await expect.poll(() => resultCount(page)).not.toBe(allCount);
    const filteredCount = await resultCount(page);

    await page.goBack();
    await expect.poll(() => filterOf(page)).toBeNull();
    await expect.poll(() => resultCount(page)).toBe(allCount);
    expect(await first.isChecked()).toBe(false);

    // The next tick acts on what the page shows: the second category alone.
    await second.check();
    await expect.poll(() => filterOf(page)).toBe(`category[${secondSlug}]`);
    await expect.poll(() => resultCount(page)).not.toBe(allCount);
    expect(await first.isChecked()).toBe(false);

    const secondCount = await resultCount(page);
    await page.goBack();
    await expect.poll(() => filterOf(page)).toBeNull();
    await expect.poll(() => resultCount(page)).toBe(allCount);
    expect(await second.isChecked()).toBe(false);
    await page.goForward();
    await expect.poll(() => filterOf(page)).toBe(`category[${secondSlug}]`);
    await expect.poll(() => resultCount(page)).toBe(secondCount);
    expect(await second.isChecked()).toBe(true);
    expect(await first.isChecked()).toBe(false);
    expect(filteredCount).not.toBe(allCount);
    expect(problems).toEqual([]);
    await context.close();
  });

  for (const [label, size] of [
    ['desktop', { width: 1366, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    it(`saves a set from its card's heart and adds a simple set from its card; a variable set leads to its page (${label})`, async () => {
      const context = await shopperContext(shop.browser, shop.stack.url, size);
      const page = await context.newPage();
      const problems = watchProblems(page);
      await page.goto('/products');

      const simpleCard = page.locator('article', { has: page.getByTestId('card-add-to-cart') }).first();
      const name = (await simpleCard.getByRole('heading', { level: 3 }).textContent()) ?? '';
      expect(name).not.toBe('');
      // On a phone too the heart, the badge and the button sit inside the card, apart.
      const card = (await simpleCard.boundingBox())!;
      const heart = simpleCard.getByTestId('card-wishlist');
      const button = simpleCard.getByTestId('card-add-to-cart');
      for (const box of [(await heart.boundingBox())!, (await button.boundingBox())!]) {
        expect(box.x).toBeGreaterThanOrEqual(card.x - 1);
        expect(box.x + box.width).toBeLessThanOrEqual(card.x + card.width + 1);
        expect(box.height).toBeGreaterThanOrEqual(44);
      }
      const badge = simpleCard.getByTestId('sale-badge');
      if (await badge.count()) {
        const badgeBox = (await badge.boundingBox())!;
        const heartBox = (await heart.boundingBox())!;
        expect(badgeBox.x + badgeBox.width).toBeLessThan(heartBox.x);
      }

      await heart.click();
      await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
      await button.click();
      await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('1');
      await expect.poll(() => simpleCard.getByRole('status').textContent()).toBe('Added to your cart');

      await page.goto('/wishlist');
      await page.getByRole('heading', { level: 3, name }).waitFor();

      await page.goto('/products');
      const chooser = page
        .locator('article', { has: page.getByRole('link', { name: 'Select options' }) })
        .first();
      await chooser.getByRole('link', { name: 'Select options' }).click();
      await page.waitForURL(/\/product\//);
      await page.getByRole('button', { name: 'Select options' }).waitFor();
      expect(await page.getByTestId('cart-count').textContent()).toBe('1');
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it("badges and sorts the grouped French Tips Trio by its children's largest discount", async () => {
    const context = await shopperContext(shop.browser, shop.stack.url);
    const page = await context.newPage();
    await page.goto('/products?orderby=discount&order=DESC&search=french');
    const trio = page.locator('article', { has: page.getByRole('heading', { name: 'French Tips Trio' }) });
    // Its one child on sale: €14.90 → €11.20 (−25%); its own price range read −41%.
    expect(await trio.getByTestId('sale-badge').textContent()).toBe('-25%');
    await page.goto('/products?orderby=discount&order=DESC');
    const percents = (await page.getByTestId('sale-badge').allTextContents()).map((text) =>
      Number(text.replace(/[^0-9]/g, '')),
    );
    expect(percents.length).toBeGreaterThan(3);
    // Sorted by the badge's own percent: never a larger badge after a smaller one.
    expect(percents).toEqual([...percents].sort((a, b) => b - a));
    // Its own page says the same.
    await page.goto('/product/french-tips-trio');
    expect(await page.getByTestId('sale-badge').first().textContent()).toBe('-25%');
    await context.close();
  });

  it('names a filter the shop does not have and still lists; a search with no results keeps its filters', async () => {
    const context = await shopperContext(shop.browser, shop.stack.url);
    const page = await context.newPage();
    await page.goto('/products?filter=unknownattr%5Bx%5D');
    expect(await page.getByTestId('listing-unknown-filter').textContent()).toBe(
      'There is no filter named unknownattr here: it was left out.',
    );
    expect(await resultCount(page)).toMatch(/^showing 1 to 24 of \d+$/);

    await page.goto('/products?search=no-such-nail-set');
    await page.getByText('No products found').waitFor();
    const filters = page.locator('#filter-panel');
    expect(await filters.locator('legend', { hasText: 'Category' }).count()).toBe(1);
    expect(await filters.locator('input[name="category"]').count()).toBeGreaterThan(3);
    expect(await filters.getByText('Price').count()).toBeGreaterThan(0);
    expect(await filters.locator('#price-min').count()).toBe(1);
    await context.close();
  });

  it('refuses a quantity of −3 on a product page with a message and adds nothing', async () => {
    const context = await shopperContext(shop.browser, shop.stack.url);
    const page = await context.newPage();
    await page.goto('/products');
    const simpleCard = page.locator('article', { has: page.getByTestId('card-add-to-cart') }).first();
    await simpleCard.getByRole('heading', { level: 3 }).click();
    await page.waitForURL(/\/product\//);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const quantity = page.locator('#quantity');
    await quantity.fill('-3');
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    expect(await page.getByRole('alert').filter({ hasText: 'quantity' }).textContent()).toBe(
      'Enter a quantity from 1 to 99.',
    );
    expect(await page.getByText('Added to your cart').count()).toBe(0);
    expect(await page.getByTestId('cart-count').count()).toBe(0);
    // A quantity the shop takes is added as typed.
    await quantity.fill('2');
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('2');
    await context.close();
  });

  it('keeps "Show N results" in view at the foot of the phone filter panel, with the count as it changes', async () => {
    const context = await shopperContext(shop.browser, shop.stack.url, { width: 390, height: 844 });
    const page = await context.newPage();
    await page.goto('/products');
    const total = Number((await resultCount(page)).replace(/.* of /, ''));
    await page.getByRole('button', { name: 'Show filters' }).click();
    const show = page.getByRole('button', { name: /^Show \d+ results?$/ });
    expect(await show.textContent()).toBe(`Show ${total} results`);
    // Halfway down the panel the button is still on screen, at its foot.
    await page.locator('input[name="category"]').nth(3).scrollIntoViewIfNeeded();
    const box = (await show.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(844 + 1);
    expect(box.y).toBeGreaterThan(844 / 2);
    await page.locator('input[name="category"]').nth(3).check();
    await expect.poll(() => filterOf(page)).toMatch(/^category\[/);
    await expect.poll(() => show.textContent()).not.toBe(`Show ${total} results`);
    const shown = Number((await show.textContent())!.replace(/\D/g, ''));
    expect(await resultCount(page)).toMatch(new RegExp(` of ${shown}$`));
    await show.click();
    expect(await page.getByRole('button', { name: 'Show filters' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    await context.close();
  });

  for (const [label, size] of [
    ['desktop', { width: 1366, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    it(`offers the size guide beside the size picker and lays out five related sets in one row (${label})`, async () => {
      const context = await shopperContext(shop.browser, shop.stack.url, size);
      const page = await context.newPage();
      await page.goto('/product-category/almond');
      const set = page
        .locator('article', { has: page.getByRole('link', { name: 'Select options' }) })
        .filter({ hasText: 'Press-On Nails' })
        .first();
      await set.getByRole('link', { name: 'Select options' }).click();
      await page.waitForURL(/\/product\//);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      const related = page.getByTestId('product-row').locator(':scope > li');
      await expect.poll(() => related.count()).toBe(5);
      const tops = await related.evaluateAll((items) =>
        items.map((item) => item.getBoundingClientRect().top),
      );
      expect(new Set(tops.map(Math.round)).size).toBe(1);
      const link = page.getByTestId('size-guide-link');
      const sizeGroup = page.locator('fieldset', { has: page.getByRole('radiogroup', { name: 'Size' }) });
      expect(await sizeGroup.getByTestId('size-guide-link').count()).toBe(1);
      await link.click();
      await page.waitForURL(/\/size-guide$/);
      await context.close();
    });
  }

  it('shows the category filter as a tree: each parent followed by its children, indented', async () => {
    const context = await shopperContext(shop.browser, shop.stack.url);
    const page = await context.newPage();
    await page.goto('/products');
    const rows = await page.locator('#filter-panel label:has(input[name="category"])').evaluateAll((labels) =>
      labels.map((label) => ({
        slug: label.querySelector('input')!.value,
        depth: Number((label as HTMLElement).dataset.depth),
        left: label.querySelector('input')!.getBoundingClientRect().left,
      })),
    );
    const shapes = rows.findIndex((row) => row.slug === 'shapes');
    const almond = rows.findIndex((row) => row.slug === 'almond');
    expect(shapes).toBeGreaterThanOrEqual(0);
    expect(rows[shapes]!.depth).toBe(0);
    expect(almond).toBeGreaterThan(shapes);
    expect(rows[almond]!.depth).toBe(1);
    expect(rows[almond]!.left).toBeGreaterThan(rows[shapes]!.left);
    // Between the parent and this child only the parent's own children (deeper levels).
    expect(rows.slice(shapes + 1, almond).every((row) => row.depth >= 1)).toBe(true);
    await context.close();
  });
});
