/**
 * Two gateway processes behind one imagined balancer, sharing one Redis and one PostgreSQL, in
 * front of the embedded commerce and content services (all real processes, real HTTP), as the
 * scale-out deployment runs them (several gateways behave as one). A price changed
 * with the shop owner's tool reaches gateway A as a signed webhook and is served by gateway B
 * within a second; a shopper's session moves between them; rate limits count across both.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '@nails/platform';
import { freePort, startService, type RunningService } from '../production/processes.ts';
import {
  createPostgresDatabase,
  findPostgres,
  findRedis,
  redisKeyPrefix,
  requireService,
} from '../support/services.ts';

const redis = await requireService(findRedis);
const postgres = await requireService(findPostgres);

interface Answer<T> {
  data: T;
  errors?: { message: string; extensions?: { code?: string } }[];
  cache: string | null;
}

/** A shopper's browser: one cookie jar, sent to whichever gateway the balancer picks. */
class Shopper {
  cookie = '';

  async graphql<T>(
    gateway: string,
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<Answer<T>> {
    const response = await fetch(`${gateway}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(this.cookie ? { cookie: this.cookie } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const session = response.headers.getSetCookie().find((value) => value.startsWith('nails_session='));
    if (session) this.cookie = session.split(';')[0]!;
    return {
      ...((await response.json()) as Omit<Answer<T>, 'cache'>),
      cache: response.headers.get('x-cache'),
    };
  }
}

/** The shop owner's command line (`npm run cli -w upstreams/commerce -- …`), on the shop's files. */
function commerceCli(args: string[], env: Record<string, string>): Promise<string> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'upstreams/commerce/src/cli/main.ts'), ...args],
    { cwd: repoRoot, env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'warn', ...env } },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`cli exited ${code}:\n${output}`)),
    );
  });
}

const productQuery = `query Price($slug: ID!) { product(id: $slug, idType: SLUG) { databaseId ... on ProductWithPricing { price(format: RAW) } } }`;
const cheapestQuery = `query Cheapest { catalogue(orderby: "price", order: "ASC", perPage: 1) { products { slug } } }`;
const cartQuery = `query Cart { cart { contents { nodes { quantity product { node { databaseId } } } } } }`;
const loginMutation = `mutation Login($u: String!, $p: String!) { login(input: { provider: PASSWORD, credentials: { username: $u, password: $p } }) { customer { email } } }`;

describe.skipIf(!redis.url || !postgres.url)('two gateway processes sharing Redis and PostgreSQL', () => {
  const varDir = mkdtempSync(path.join(tmpdir(), 'two-gateways-'));
  const prefix = redisKeyPrefix('two-gateways');
  const running: RunningService[] = [];
  let database: { url: string; drop(): Promise<void> };
  let gatewayA = '';
  let gatewayB = '';
  let cliEnv: Record<string, string>;
  let product = { slug: '', databaseId: 0 };

  beforeAll(async () => {
    database = await createPostgresDatabase(postgres.url!);
    const [contentPort, commercePort, portA, portB] = await Promise.all([
      freePort(),
      freePort(),
      freePort(),
      freePort(),
    ]);
    const contentUrl = `http://127.0.0.1:${contentPort}`;
    const commerceUrl = `http://127.0.0.1:${commercePort}`;
    gatewayA = `http://127.0.0.1:${portA}`;
    gatewayB = `http://127.0.0.1:${portB}`;
    // Commerce's own webhooks go nowhere: the test sends the price change to A alone.
    cliEnv = { VAR_DIR: varDir, COMMERCE_WEBHOOK_URLS: `${gatewayA}/webhooks/commerce` };
    running.push(
      await startService('content', contentUrl, {
        VAR_DIR: varDir,
        CONTENT_HOST: '127.0.0.1',
        CONTENT_PORT: String(contentPort),
      }),
    );
    running.push(
      await startService('commerce', commerceUrl, {
        VAR_DIR: varDir,
        COMMERCE_HOST: '127.0.0.1',
        COMMERCE_PORT: String(commercePort),
        COMMERCE_PRERENDER_IMAGES: 'off',
        COMMERCE_WEBHOOK_URLS: '',
      }),
    );
    const gatewayEnv = (port: number) => ({
      VAR_DIR: varDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      COMMERCE_GRAPHQL_URL: `${commerceUrl}/graphql`,
      CONTENT_API_URL: contentUrl,
      REDIS_URL: redis.url!,
      REDIS_KEY_PREFIX: prefix,
      EVENT_STORE_URL: database.url,
      PERSISTED_QUERIES_FILE: path.join(varDir, 'none.json'),
      WEB_DIST_DIR: path.join(varDir, 'web-dist'),
    });
    // One after the other: the first creates the event store's tables.
    running.push(await startService('gateway', gatewayA, gatewayEnv(portA)));
    running.push(await startService('gateway', gatewayB, gatewayEnv(portB)));

    const listing = await new Shopper().graphql<{
      catalogue: {
        products: { __typename: string; slug: string; databaseId: number; stockStatus?: string }[];
      };
    }>(
      gatewayA,
      `query { catalogue(perPage: 100) { products { __typename slug databaseId ... on InventoriedProduct { stockStatus } } } }`,
    );
    product = listing.data.catalogue.products.find(
      (candidate) => candidate.__typename === 'SimpleProduct' && candidate.stockStatus === 'IN_STOCK',
    )!;
  }, 300_000);

  afterAll(async () => {
    for (const service of running.reverse()) await service.stop();
    await database?.drop();
    const client = new Redis(redis.url!);
    const keys = await client.keys(`${prefix}*`);
    if (keys.length > 0) await client.del(...keys);
    client.disconnect();
    rmSync(varDir, { recursive: true, force: true });
  }, 120_000);

  it('serves on B, within a second, a price whose signed webhook reached A', async () => {
    const shopper = new Shopper();
    const priceOnB = async () =>
      Number(
        (
          await shopper.graphql<{ product: { price: string } }>(gatewayB, productQuery, {
            slug: product.slug,
          })
        ).data.product.price,
      );
    const cheapestOnB = async () =>
      (await shopper.graphql<{ catalogue: { products: { slug: string }[] } }>(gatewayB, cheapestQuery)).data
        .catalogue.products[0]!.slug;
    const before = await priceOnB();
    expect(Number(before)).not.toBe(0.5);
    expect(await cheapestOnB()).not.toBe(product.slug);
    // B answers from its cache: only a message from A can make it look again.
    expect((await shopper.graphql(gatewayB, productQuery, { slug: product.slug })).cache).toBe('hit');

    const output = await commerceCli(['price', product.slug, '0.50'], cliEnv);
    expect(output).toMatch(/webhook product\.updated → .*: delivered/);

    // The webhook has been answered by A; B must agree within a second.
    await expect.poll(priceOnB, { timeout: 1_000, interval: 50 }).toBe(0.5);
    // B's own listing index took the new price too (the cheapest product is now this one).
    await expect.poll(cheapestOnB, { timeout: 1_000, interval: 50 }).toBe(product.slug);
  });

  it('continues on B a session begun on A: cart, sign-in and wishlist', async () => {
    const shopper = new Shopper();
    const added = await shopper.graphql(
      gatewayA,
      `mutation Add($id: Int!) { addToCart(input: { productId: $id, quantity: 2 }) { cart { isEmpty } } }`,
      { id: product.databaseId },
    );
    expect(added.errors).toBeUndefined();
    const cartOnB = await shopper.graphql<{
      cart: { contents: { nodes: { quantity: number; product: { node: { databaseId: number } } }[] } };
    }>(gatewayB, cartQuery);
    expect(cartOnB.data.cart.contents.nodes).toEqual([
      { quantity: 2, product: { node: { databaseId: product.databaseId } } },
    ]);

    const wished = await shopper.graphql(
      gatewayB,
      `mutation Wish($id: Int!) { addToWishlist(productId: $id) { count } }`,
      { id: product.databaseId },
    );
    expect(wished.errors).toBeUndefined();
    const wishlistOnA = await shopper.graphql<{ wishlist: { owner: string; productIds: number[] } }>(
      gatewayA,
      `query { wishlist { owner productIds } }`,
    );
    expect(wishlistOnA.data.wishlist).toEqual({ owner: 'GUEST', productIds: [product.databaseId] });

    const email = `two-gateways-${randomBytes(4).toString('hex')}@example.com`;
    const password = `pw-${randomBytes(8).toString('hex')}`;
    const registered = await shopper.graphql(
      gatewayA,
      `mutation Register($email: String!, $password: String!) { registerCustomer(input: { email: $email, username: $email, password: $password }) { customer { email } } }`,
      { email, password },
    );
    expect(registered.errors).toBeUndefined();
    const login = await shopper.graphql(gatewayA, loginMutation, { u: email, p: password });
    expect(login.errors).toBeUndefined();

    const onB = await shopper.graphql<{ session: { signedIn: boolean }; customer: { email: string } }>(
      gatewayB,
      `query { session { signedIn } customer { email } }`,
    );
    expect(onB.errors).toBeUndefined();
    expect(onB.data).toEqual({ session: { signedIn: true }, customer: { email } });
    const customerWish = await shopper.graphql(
      gatewayB,
      `mutation Wish($id: Int!) { addToWishlist(productId: $id) { count } }`,
      { id: product.databaseId },
    );
    expect(customerWish.errors).toBeUndefined();
    const customerListOnA = await shopper.graphql<{ wishlist: { owner: string; productIds: number[] } }>(
      gatewayA,
      `query { wishlist { owner productIds } }`,
    );
    expect(customerListOnA.data.wishlist).toEqual({ owner: 'CUSTOMER', productIds: [product.databaseId] });
    const cartAfterSignIn = await shopper.graphql<{
      cart: { contents: { nodes: { quantity: number }[] } };
    }>(gatewayA, cartQuery);
    expect(cartAfterSignIn.data.cart.contents.nodes.map((line) => line.quantity)).toEqual([2]);
  });

  it('counts rate limits across both gateways', async () => {
    // Five sign-in attempts a minute per account (gateway README, rate limits): three on A, two on B.
    const username = `guess-${randomBytes(4).toString('hex')}`;
    const attempt = (gateway: string) =>
      new Shopper().graphql(gateway, loginMutation, { u: username, p: 'wrong password' });
    for (const gateway of [gatewayA, gatewayA, gatewayA, gatewayB, gatewayB]) {
      const refused = await attempt(gateway);
      expect(refused.errors?.[0]?.extensions?.code).not.toBe('RATE_LIMITED');
    }
    expect((await attempt(gatewayA)).errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect((await attempt(gatewayB)).errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });
});
