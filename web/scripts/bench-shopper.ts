/**
 * The bench's shopper: a session with a filled cart (the cart and checkout are measured as a
 * shopper sees them, not empty), a product that "Add to cart" adds at once (simple, in stock),
 * and the first taps the bench measures.
 */
import type { Browser, Page } from 'playwright-core';
import type { Tap } from './blocking-time.ts';

interface CatalogueProduct {
  databaseId: number;
  slug: string;
  type: string;
  stockStatus?: string;
  stockQuantity?: number | null;
}

async function graphql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const result = await page.evaluate(
    async ([text, vars]) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: text, variables: vars }),
      });
      return (await response.json()) as { data?: unknown; errors?: { message: string }[] };
    },
    [query, variables] as const,
  );
  if (result.errors?.length) throw new Error(`bench shopper: ${result.errors[0]!.message}`);
  return result.data as T;
}

export interface BenchShopper {
  /** The session's cookies: its cart holds two products. */
  cookies: { name: string; value: string }[];
  /** A simple product in stock, enough for every run's "Add to cart". */
  productSlug: string;
}

/** Opens a session on the shop, puts two in-stock simple products in its cart, keeps its cookies. */
export async function benchShopper(browser: Browser, baseURL: string): Promise<BenchShopper> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await page.goto('/size-guide');
    const { products } = await graphql<{ products: { nodes: CatalogueProduct[] } }>(
      page,
      '{ products(first: 60) { nodes { databaseId slug type ... on SimpleProduct { stockStatus stockQuantity } } } }',
    );
    const simple = products.nodes.filter(
      (node) => node.type === 'SIMPLE' && node.stockStatus === 'IN_STOCK' && (node.stockQuantity ?? 99) >= 20,
    );
    if (simple.length < 2)
      throw new Error('bench shopper: the catalogue has fewer than two simple products in stock');
    for (const product of simple.slice(0, 2))
      await graphql(
        page,
        'mutation($p: Int!) { addToCart(input: { productId: $p, quantity: 1 }) { cart { isEmpty } } }',
        {
          p: product.databaseId,
        },
      );
    const cookies = (await context.cookies()).map(({ name, value }) => ({ name, value }));
    // The product page as most shoppers see it: a set of nails (the bench's usual one when it is
    // simple and in stock), not a gift card, whose page has its own fields.
    const nails = simple.filter((product) => !/gift-card/.test(product.slug));
    const product =
      nails.find((candidate) => candidate.slug === 'rose-french-almond-press-on-nails') ??
      nails[2] ??
      nails[0];
    return { cookies, productSlug: (product ?? simple[0]!).slug };
  } finally {
    await context.close();
  }
}

/**
 * The listing's first tap: a category filter ticked (on a phone, after opening the filter panel:
 * two taps, the slower counts); answered when the URL carries it.
 */
export const tickFilter: Tap = async (page) => {
  const toggle = page.locator('button[aria-controls="filter-panel"]');
  if (await toggle.isVisible()) await toggle.click();
  await page.locator('fieldset input[type="checkbox"][name="category"]').first().click();
  await page.waitForURL(/filter=category/);
};

/** The product page's first tap: "Add to cart"; answered when the page says it was added. */
export const addToCart: Tap = async (page) => {
  const form = page.locator('form:has(#quantity)');
  await form.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await form.getByRole('status').filter({ hasText: /added/i }).waitFor();
};

/** The cart's first tap: the first line's quantity stepped up; answered when the total changed. */
export const stepQuantity: Tap = async (page) => {
  const total = page.getByTestId('cart-total');
  const before = await total.textContent();
  const quantity = page.getByRole('spinbutton').first();
  await quantity.click();
  await page.keyboard.press('ArrowUp');
  await page.waitForFunction(
    (shown) => document.querySelector('[data-testid="cart-total"]')?.textContent !== shown,
    before,
  );
};
