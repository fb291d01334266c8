/**
 * The cart and the checkout over plain HTTP (gateway README "Storefront, public URLs, webhooks, production"): the gateway
 * renders them with the shopper's own session, so a filled cart's HTML holds its lines and total
 * before any script runs, and a signed-in customer's checkout their own email; every such page is
 * `private, no-store` with `Vary: Cookie`, sets no cookie of its own, and two shoppers' pages
 * rendered at the same moment each hold their own cart only. Public pages stay cookieless.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './support/stack.ts';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
}, 300_000);

afterAll(async () => {
  await stack?.close();
}, 60_000);

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request on its own connection (no keep-alive left to hold the stack open). */
function http(path: string, options: { headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const sent = request(
      `${stack.url}${path}`,
      { method: options.body ? 'POST' : 'GET', headers: options.headers, agent: false },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
        response.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.end(options.body);
  });
}

/** A shopper as a browser is one: the session cookie the gateway last set, sent back each time. */
class Shopper {
  cookie = '';

  async graphql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const answer = await http('/graphql', {
      headers: { 'content-type': 'application/json', ...(this.cookie ? { cookie: this.cookie } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const session = [answer.headers['set-cookie'] ?? []]
      .flat()
      .find((line) => line.startsWith('nails_session='));
    if (session) this.cookie = session.split(';')[0]!;
    const body = JSON.parse(answer.body) as { data: T; errors?: { message: string }[] };
    expect(body.errors).toBeUndefined();
    return body.data;
  }

  page(path: string): Promise<Answer> {
    return http(path, this.cookie ? { headers: { cookie: this.cookie } } : {});
  }
}

interface CartAnswer {
  cart: { total: string; contents: { nodes: { product: { node: { name: string } } }[] } };
}

/** React's escaping of text. */
const html = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;');

async function simpleProducts(): Promise<{ databaseId: number; name: string }[]> {
  const data = await new Shopper().graphql<{
    products: { nodes: { databaseId: number; name: string; type: string; stockStatus?: string }[] };
  }>('{ products(first: 40) { nodes { databaseId name type ... on SimpleProduct { stockStatus } } } }');
  return data.products.nodes.filter((node) => node.type === 'SIMPLE' && node.stockStatus === 'IN_STOCK');
}

/** A guest whose cart holds one line of `productId`, and that cart as /graphql answers it. */
async function shopperWith(productId: number): Promise<{ shopper: Shopper; cart: CartAnswer['cart'] }> {
  const shopper = new Shopper();
  await shopper.graphql(
    'mutation($p: Int!) { addToCart(input: { productId: $p, quantity: 2 }) { cart { isEmpty } } }',
    {
      p: productId,
    },
  );
  const { cart } = await shopper.graphql<CartAnswer>(
    '{ cart { total contents { nodes { product { node { name } } } } } }',
  );
  return { shopper, cart };
}

const privatePage = (answer: Answer) => {
  expect(answer.status).toBe(200);
  expect(answer.headers['cache-control']).toBe('private, no-store');
  expect(String(answer.headers.vary).toLowerCase()).toContain('cookie');
  // Reads start no session and rotate none: the page sets no cookie.
  expect(answer.headers['set-cookie']).toBeUndefined();
};

describe('the shopper’s pages rendered with their session', { timeout: 120_000 }, () => {
  it('/cart with a filled cart’s cookie holds its line and total; without a cookie, the empty cart', async () => {
    const [product] = await simpleProducts();
    const { shopper, cart } = await shopperWith(product!.databaseId);
    const page = await shopper.page('/cart');
    privatePage(page);
    expect(page.body).toContain('data-testid="cart-line"');
    expect(page.body).toContain(html(product!.name));
    expect(page.body).toMatch(
      new RegExp(`data-testid="cart-total"[^>]*>(<[^>]+>)*${cart.total.replace('.', '\\.')}`),
    );
    expect(page.body).not.toContain('data-testid="cart-empty"');

    const anonymous = await http('/cart');
    privatePage(anonymous);
    expect(anonymous.body).toContain('data-testid="cart-empty"');
    expect(anonymous.body).not.toContain(html(product!.name));
  });

  it('two shoppers’ pages rendered at once each hold their own cart only', async () => {
    const [first, second] = await simpleProducts();
    const a = await shopperWith(first!.databaseId);
    const b = await shopperWith(second!.databaseId);
    const pages = await Promise.all(
      [a, b, a, b, a, b].map(({ shopper }, index) => shopper.page(index % 4 < 2 ? '/cart' : '/checkout')),
    );
    pages.forEach((page, index) => {
      privatePage(page);
      const [own, other] = index % 2 === 0 ? [first!, second!] : [second!, first!];
      expect(page.body).toContain(html(own.name));
      expect(page.body).not.toContain(html(other.name));
    });
  });

  it('a signed-in customer’s checkout holds their own billing email', async () => {
    const customer = new Shopper();
    const { login } = await customer.graphql<{ login: { user: { email: string } } }>(
      'mutation { login(input: { provider: PASSWORD, credentials: { username: "demo", password: "demo-nails-2026" } }) { user { email } } }',
    );
    const [product] = await simpleProducts();
    await customer.graphql(
      'mutation($p: Int!) { addToCart(input: { productId: $p, quantity: 1 }) { cart { isEmpty } } }',
      {
        p: product!.databaseId,
      },
    );
    const page = await customer.page('/checkout');
    privatePage(page);
    expect(page.body).toContain(`value="${html(login.user.email)}"`);
    expect((await http('/checkout')).body).not.toContain(html(login.user.email));
  });

  it('a public page stays cookieless and cacheable, with none of the shopper’s cart', async () => {
    const [product] = await simpleProducts();
    const { shopper } = await shopperWith(product!.databaseId);
    const page = await shopper.page('/size-guide');
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).not.toContain('"cart":');
    expect(page.body).not.toContain('data-testid="cart-line"');
  });
});
