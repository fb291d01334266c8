/**
 * A shopper's changes sent at once are all kept, on a real WooCommerce and on the embedded back
 * end (gateway README "How a request flows": one command per session at a time, across gateway
 * instances). A real WooCommerce session is one record each request loads, changes and writes
 * back whole, so without the gateway's lock changes sent together are lost without an error: two
 * tabs, a double tap, a retry, a second gateway instance behind the same balancer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPostgresDatabase,
  findPostgres,
  findRedis,
  redisKeyPrefix,
  requireService,
} from '../support/services.ts';
import {
  freePort,
  realShopAvailable,
  startRealShop,
  startStorefront,
  type RealShop,
  type Storefront,
} from './support/targets.ts';
import { browserSession } from './support/browser-session.ts';

const enabled = realShopAvailable();
type Target = 'woocommerce' | 'embedded';
const targets: Target[] = ['woocommerce', 'embedded'];

let real: RealShop;
/** Two gateway instances per back end, sharing Redis, the event store and their secrets. */
const shops = {} as Record<Target, [Storefront, Storefront]>;
const databases: { drop(): Promise<void> }[] = [];

beforeAll(async () => {
  if (!enabled) return;
  const redis = await requireService(findRedis);
  const postgres = await requireService(findPostgres);
  if (!redis.url || !postgres.url) return;
  const pair = async (commerce: { graphqlUrl?: string; webhookSecret?: string }, port?: number) => {
    const database = await createPostgresDatabase(postgres.url!);
    databases.push(database);
    const env = {
      REDIS_URL: redis.url!,
      REDIS_KEY_PREFIX: redisKeyPrefix('commands'),
      EVENT_STORE_URL: database.url,
    };
    const first = await startStorefront(port ?? (await freePort()), commerce, { env });
    const second = await startStorefront(
      await freePort(),
      { ...commerce, graphqlUrl: first.commerceGraphqlUrl },
      { varDir: first.varDir, contentUrl: first.contentUrl, env },
    );
    return [first, second] as [Storefront, Storefront];
  };
  const gatewayPort = await freePort();
  real = await startRealShop(`http://127.0.0.1:${gatewayPort}/webhooks/commerce`);
  [shops.woocommerce, shops.embedded] = await Promise.all([
    pair({ graphqlUrl: real.graphqlUrl, webhookSecret: real.webhookSecret }, gatewayPort),
    pair({}),
  ]);
}, 400_000);

afterAll(async () => {
  await Promise.all(
    Object.values(shops)
      .flat()
      .map((shop) => shop.close()),
  );
  await Promise.all(databases.map((database) => database.drop()));
  real?.stop();
}, 120_000);

interface Line {
  productId: number;
  variationId?: number;
}

/** Lines a shopper can buy one of on this back end: in-stock simple products and variations. */
async function purchasableLines(shop: Storefront, count: number): Promise<Line[]> {
  const answer = await browserSession()<{
    products: {
      nodes: {
        databaseId: number;
        type: string;
        stockStatus?: string;
        stockQuantity?: number | null;
        variations?: { nodes: { databaseId: number; stockStatus: string }[] };
      }[];
    };
  }>(
    shop,
    `{ products(first: 100) { nodes { databaseId type
        ... on SimpleProduct { stockStatus stockQuantity }
        ... on VariableProduct { variations(first: 50) { nodes { databaseId stockStatus } } } } } }`,
  );
  const lines = (answer.data?.products.nodes ?? []).flatMap((product): Line[] => {
    if (product.type === 'SIMPLE')
      return product.stockStatus === 'IN_STOCK' && (product.stockQuantity ?? 10) >= 6
        ? [{ productId: product.databaseId }]
        : [];
    return (product.variations?.nodes ?? [])
      .filter((variation) => variation.stockStatus === 'IN_STOCK')
      .map((variation) => ({ productId: product.databaseId, variationId: variation.databaseId }));
  });
  expect(lines.length, `${shop.commerceGraphqlUrl} has ${count} lines to buy`).toBeGreaterThanOrEqual(count);
  return lines.slice(0, count);
}

const addToCart = `mutation Add($input: AddToCartInput!) { addToCart(input: $input) { cartItem { key } cart { contents { itemCount } } } }`;
const cartQuery = `{ cart { appliedCoupons { code } contents(first: 100) { itemCount nodes { key quantity product { node { databaseId } } variation { node { databaseId } } } } } }`;

interface CartAnswer {
  cart: {
    appliedCoupons: { code: string }[] | null;
    contents: {
      itemCount: number;
      nodes: {
        key: string;
        quantity: number;
        product: { node: { databaseId: number } };
        variation: { node: { databaseId: number } } | null;
      }[];
    };
  };
}

const lineOf = (line: Line) => ({
  productId: line.productId,
  quantity: 1,
  ...(line.variationId ? { variationId: line.variationId } : {}),
});

describe.skipIf(!enabled).each(targets)('changes sent at once on %s', (target) => {
  it('keeps every one of ten adds sent together, each answered without error', async () => {
    const [shop] = shops[target];
    const graphql = browserSession();
    const lines = await purchasableLines(shop, 11);
    expect((await graphql(shop, addToCart, { input: lineOf(lines[0]!) })).errors).toBeUndefined();
    const answers = await Promise.all(
      lines.slice(1).map((line) => graphql(shop, addToCart, { input: lineOf(line) })),
    );
    expect(answers.flatMap((answer) => answer.errors ?? [])).toEqual([]);
    const { data } = await graphql<CartAnswer>(shop, cartQuery);
    expect(data!.cart.contents.nodes).toHaveLength(11);
    expect(data!.cart.contents.itemCount).toBe(11);
  }, 120_000);

  // A read is not a command, but a real WooCommerce loads the whole session for it too: the
  // server render of /cart in a second tab, or the cart's reload after a tap, must not write a
  // stale cart back over an add it raced.
  it('keeps ten adds sent together while the cart page renders and the cart with its totals is read', async () => {
    const [shop] = shops[target];
    const graphql = browserSession();
    const lines = await purchasableLines(shop, 11);
    expect((await graphql(shop, addToCart, { input: lineOf(lines[0]!) })).errors).toBeUndefined();
    const cartPage = () =>
      fetch(`${shop.url}/cart`, { headers: { cookie: graphql.cookieHeader() } }).then((page) => page.status);
    const cartWithTotals = `{ cart { total subtotal shippingTotal chosenShippingMethods
      availableShippingMethods { rates { id cost } } contents { itemCount } } }`;
    const [adds, pages, reads] = await Promise.all([
      Promise.all(lines.slice(1).map((line) => graphql(shop, addToCart, { input: lineOf(line) }))),
      Promise.all(Array.from({ length: 5 }, cartPage)),
      Promise.all(Array.from({ length: 5 }, () => graphql(shop, cartWithTotals))),
    ]);
    expect([...adds, ...reads].flatMap((answer) => answer.errors ?? [])).toEqual([]);
    expect(pages).toEqual([200, 200, 200, 200, 200]);
    const { data } = await graphql<CartAnswer>(shop, cartQuery);
    expect(data!.cart.contents.nodes).toHaveLength(11);
  }, 120_000);

  it('keeps five quantity changes sent together, and a coupon applied while an add is in flight', async () => {
    const [shop] = shops[target];
    const graphql = browserSession();
    const lines = await purchasableLines(shop, 6);
    for (const line of lines.slice(0, 5)) await graphql(shop, addToCart, { input: lineOf(line) });
    const before = (await graphql<CartAnswer>(shop, cartQuery)).data!.cart.contents.nodes;
    const changes = await Promise.all(
      before.map((line, index) =>
        graphql(
          shop,
          `
            mutation Quantity($key: ID!, $quantity: Int!) {
              updateItemQuantities(input: { items: [{ key: $key, quantity: $quantity }] }) {
                cart {
                  isEmpty
                }
              }
            }
          `,
          { key: line.key, quantity: index + 2 },
        ),
      ),
    );
    expect(changes.flatMap((answer) => answer.errors ?? [])).toEqual([]);
    const [added, coupon] = await Promise.all([
      graphql(shop, addToCart, { input: lineOf(lines[5]!) }),
      graphql(
        shop,
        `
          mutation {
            applyCoupon(input: { code: "WELCOME10" }) {
              applied {
                code
              }
            }
          }
        `,
      ),
    ]);
    expect([...(added.errors ?? []), ...(coupon.errors ?? [])]).toEqual([]);
    const after = (await graphql<CartAnswer>(shop, cartQuery)).data!.cart;
    expect(after.contents.nodes.map((line) => line.quantity)).toEqual([2, 3, 4, 5, 6, 1]);
    expect(after.appliedCoupons?.map((applied) => applied.code.toUpperCase())).toEqual(['WELCOME10']);
  }, 120_000);

  it('keeps ten adds split across two gateway instances sharing Redis', async () => {
    const [first, second] = shops[target];
    const graphql = browserSession();
    const lines = await purchasableLines(first, 11);
    await graphql(first, addToCart, { input: lineOf(lines[0]!) });
    const answers = await Promise.all(
      lines
        .slice(1)
        .map((line, index) => graphql(index % 2 ? first : second, addToCart, { input: lineOf(line) })),
    );
    expect(answers.flatMap((answer) => answer.errors ?? [])).toEqual([]);
    const seenByEach = await Promise.all([first, second].map((shop) => graphql<CartAnswer>(shop, cartQuery)));
    for (const { data } of seenByEach) expect(data!.cart.contents.nodes).toHaveLength(11);
  }, 120_000);

  // gateway README "Once per tap": a browser resends a POST whose connection closed unanswered,
  // and behind a balancer the resend may reach the other instance.
  it('makes an add resent with the key of its tap once, on either instance, and answers each copy', async () => {
    const [first, second] = shops[target];
    const graphql = browserSession();
    const [line] = await purchasableLines(first, 1);
    await graphql(first, addToCart, { input: { ...lineOf(line!), clientMutationId: 'first-tap' } });
    const tap = { ...lineOf(line!), clientMutationId: 'second-tap' };
    const copies = await Promise.all([
      graphql(first, addToCart, { input: tap }),
      graphql(second, addToCart, { input: tap }),
      graphql(first, addToCart, { input: tap }),
    ]);
    expect(copies.flatMap((answer) => answer.errors ?? [])).toEqual([]);
    const { data } = await graphql<CartAnswer>(first, cartQuery);
    expect(data!.cart.contents.nodes.map((node) => node.quantity)).toEqual([2]);
  }, 120_000);
});
