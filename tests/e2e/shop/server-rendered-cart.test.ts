/**
 * The cart and the checkout are rendered on the server with the shopper's session (web README
 * "Speed on a phone"): a filled cart shows its lines and total before any of the app's code has
 * run; once the app has taken the page over it asks nothing the page already held, a quantity
 * change still works, and the server-rendered checkout still places an order.
 */
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shopperContext } from '../support/browser.ts';
import { useShopSuite } from './support/shop-stack.ts';
import { fillBilling, fillCart, graphqlInPage, money } from './support/shopper.ts';

const shop = useShopSuite();
const { enabled } = shop;

/** Each line of the cart view as "name × quantity", read from the page as it is now. */
const lines = (page: Page) =>
  page
    .getByTestId('cart-line')
    .evaluateAll((rows) =>
      rows.map(
        (row) =>
          `${row.querySelector('a')?.textContent?.trim() ?? ''} × ${row.querySelector('input')?.value ?? ''}`,
      ),
    );

/** The names of the GraphQL operations the page asks for from now on. */
function operationsAsked(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request: Request) => {
    if (!request.url().endsWith('/graphql')) return;
    const body = request.postDataJSON() as { operationName?: string } | null;
    if (body?.operationName) asked.push(body.operationName);
  });
  return asked;
}

describe.skipIf(!enabled)('the cart and checkout rendered on the server', { timeout: 240_000 }, () => {
  it('shows a filled cart before the app loads, then changes a quantity and places the order', async () => {
    const context = await shopperContext(shop.browser, shop.stack.url);
    const page = await context.newPage();
    await page.goto('/size-guide');
    await fillCart(page);
    const { data } = await graphqlInPage<{
      cart: { total: string; contents: { nodes: { product: { node: { name: string } } }[] } };
    }>(page, '{ cart { total contents { nodes { product { node { name } } } } } }');
    const names = (data?.cart.contents.nodes ?? []).map((line) => line.product.node.name);
    expect(names).toHaveLength(2);

    // No script of the app runs: what shows is the server's HTML alone.
    const withoutApp = await context.newPage();
    await withoutApp.route('**/assets/*.js', (route) => route.abort());
    await withoutApp.goto('/cart', { waitUntil: 'domcontentloaded' });
    expect(await lines(withoutApp)).toEqual(names.map((name) => `${name} × 1`));
    expect(await withoutApp.getByTestId('cart-total').textContent()).toContain(data?.cart.total);
    expect(await withoutApp.getByTestId('cart-empty').count()).toBe(0);
    await withoutApp.close();

    // With the app: it takes the page over from the server's cart, asking no cart query again.
    const cartPage = await context.newPage();
    const asked = operationsAsked(cartPage);
    await cartPage.goto('/cart');
    expect(asked).not.toContain('CartRouteQuery');
    expect(await lines(cartPage)).toEqual(names.map((name) => `${name} × 1`));
    const totalBefore = money(await cartPage.getByTestId('cart-total').textContent());
    await cartPage.getByTestId('cart-line').first().getByRole('spinbutton').fill('2');
    await expect.poll(() => lines(cartPage)).toEqual([`${names[0]} × 2`, `${names[1]} × 1`]);
    await expect
      .poll(async () => money(await cartPage.getByTestId('cart-total').textContent()))
      .toBeGreaterThan(totalBefore);

    // The checkout, rendered with the same session, places the order.
    const checkout = await context.newPage();
    const askedAtCheckout = operationsAsked(checkout);
    await checkout.goto('/checkout');
    expect(askedAtCheckout).not.toContain('CheckoutRouteQuery');
    await fillBilling(checkout, { state: 'NY', email: 'server.rendered@example.com' });
    await checkout.getByRole('button', { name: 'Place order' }).click();
    await checkout.waitForURL(/\/checkout\/order-received\/\d+\?key=/);
    await checkout.getByText('Thank you. Your order has been received.').waitFor();
    await context.close();
  });
});
