/**
 * Server-rendered pages in a real Chromium: each one hydrates (React takes over the server's
 * HTML; the home page once loaded and idle, or at the first interaction) with no console
 * error and no hydration warning, and the browser asks /graphql for nothing
 * the page already carries (the shell's banner and menu, the route's query). Only what belongs
 * to the shopper or must be fresh is fetched after hydration: the shopper's session (cart badge,
 * account menu; behaviour §4 store start), a product page's uncached stock (behaviour §2) and its wishlist
 * heart.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, launchChromium, shopperContext } from './support/browser.ts';
import { startStack, type Stack } from './support/stack.ts';

const enabled = chromiumAvailable();
const product = 'rose-french-almond-press-on-nails';
// Asked after hydration on purpose: the shopper's own session, fresh stock, the wishlist state.
const shopper = ['sessionQuery'];
// The purchase toast names catalogue products it reads once it is about to show (not carried by the page).
const homeAfterHydration = [...shopper, 'useToastProductsQuery'];
// Her size (fit: preselected on a set, the listing's "in my size") is hers, never in the kept
// HTML: asked once after hydration, as her wishlist is.
const productAfterHydration = [...shopper, 'ProductPageStockQuery', 'WishlistToggleQuery', 'mySizeQuery'];
// A listing's cards carry wishlist hearts: one wishlist query for all of them.
const listingAfterHydration = [...shopper, 'WishlistToggleQuery', 'mySizeQuery'];
let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  if (!enabled) return;
  stack = await startStack();
  browser = await launchChromium();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await stack?.close();
}, 60_000);

const pages: { path: string; h1: RegExp; allowed: string[]; onInteraction?: true }[] = [
  { path: '/', h1: /ten minutes/, allowed: homeAfterHydration, onInteraction: true },
  { path: '/products', h1: /^All Products$/, allowed: listingAfterHydration },
  { path: '/product-category/seasonal', h1: /^Seasonal$/, allowed: listingAfterHydration },
  { path: `/product/${product}`, h1: /Rosé French Almond/, allowed: productAfterHydration },
  { path: `/de/product/${product}`, h1: /Rosé French in Mandelform/, allowed: productAfterHydration },
];

describe.skipIf(!enabled)('server-rendered pages hydrate in Chromium', { timeout: 90_000 }, () => {
  for (const { path, h1, allowed, onInteraction } of pages) {
    it(`${path} hydrates without errors and refetches nothing it carries`, async () => {
      const context = await shopperContext(browser, stack.url, { width: 412, height: 823 });
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || /hydrat/i.test(message.text()))
          problems.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      const operations: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/graphql')
          operations.push(
            String((JSON.parse(request.postData() ?? '{}') as { operationName?: string }).operationName),
          );
      });

      const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
      expect(response?.status()).toBe(200);
      // The heading is in the HTML before any script ran...
      const heading = page.getByRole('heading', { level: 1 });
      expect(await heading.textContent()).toMatch(h1);
      const search = page.locator('button[aria-controls="search-panel"]').first();
      if (onInteraction) {
        // The home page is whole without the app: it loads none of the app's code (the list it
        // keeps for later) and asks /graphql nothing until it has loaded; then, left alone, it
        // hydrates by itself once idle, so behaviour §4's timers run for a shopper who never touches it.
        await page.waitForLoadState('load');
        const appCode = JSON.parse((await page.locator('#app-code').textContent()) ?? '[]') as string[];
        expect(appCode.length).toBeGreaterThan(3);
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        const appCodeStarts = await page.evaluate((urls) => {
          const loadEnd = performance.getEntriesByType('navigation')[0]?.toJSON() as { loadEventEnd: number };
          return performance
            .getEntriesByType('resource')
            .filter((entry) => urls.includes(new URL(entry.name).pathname))
            .map((entry) => entry.startTime - loadEnd.loadEventEnd);
        }, appCode);
        expect(appCodeStarts.length).toBeGreaterThan(3);
        expect(appCodeStarts.filter((afterLoad) => afterLoad < 0)).toEqual([]);
        expect(operations.filter((name) => !allowed.includes(name))).toEqual([]);
      }
      // ...and React has taken it over (hydration attaches its fiber to the server's element).
      await page.waitForFunction(() => {
        const element = document.querySelector('h1');
        return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
      });
      await page.waitForLoadState('networkidle');
      expect(operations.filter((name) => !allowed.includes(name))).toEqual([]);
      // Hydrated, the app responds: the search panel opens from the header's search button.
      await search.click();
      await page.locator('#search-panel').getByRole('searchbox').waitFor();
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('a filter ticked on /products before the app has loaded is applied once it has, not lost', async () => {
    const context = await shopperContext(browser, stack.url);
    const page = await context.newPage();
    // The app's code is held back until the tick has happened: a slow phone on a slow network.
    let release: () => void = () => undefined;
    const ticked = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/start-[^/]+\.js$/, async (route) => {
      await ticked;
      await route.continue();
    });
    await page.goto('/products', { waitUntil: 'domcontentloaded' });
    const box = page.locator('fieldset input[type="checkbox"][name="category"]').first();
    await box.click();
    // Nothing but the server's HTML yet: the tick waits for the app rather than vanishing in it.
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    release();
    await page.waitForURL(/filter=category/);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(await box.isChecked()).toBe(true);
    await context.close();
  });

  it('a quantity typed and "Add to cart" tapped on a product page before the app has loaded adds that quantity', async () => {
    const context = await shopperContext(browser, stack.url);
    const page = await context.newPage();
    const response = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query:
          '{ products(first: 20) { nodes { slug type ... on SimpleProduct { stockStatus stockQuantity } } } }',
      }),
    });
    const { data } = (await response.json()) as {
      data: {
        products: {
          nodes: { slug: string; type: string; stockStatus?: string; stockQuantity?: number | null }[];
        };
      };
    };
    const simple = data.products.nodes.find(
      (node) => node.type === 'SIMPLE' && node.stockStatus === 'IN_STOCK' && (node.stockQuantity ?? 99) >= 3,
    );
    expect(simple).toBeDefined();
    let release: () => void = () => undefined;
    const tapped = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/start-[^/]+\.js$/, async (route) => {
      await tapped;
      await route.continue();
    });
    await page.goto(`/product/${simple!.slug}`, { waitUntil: 'domcontentloaded' });
    const form = page.locator('form:has(#quantity)');
    await form.locator('#quantity').fill('3');
    await form.getByRole('button', { name: 'Add to cart', exact: true }).click();
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    release();
    await form.getByRole('status').filter({ hasText: /added/i }).waitFor();
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('3');
    expect(await form.locator('#quantity').inputValue()).toBe('3');
    await context.close();
  });
});
