import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadGatewayConfig } from '../../src/config.ts';
import { listMailbox, type StoredMail } from '../../src/mail/mailbox.ts';
import { backInStockPersonalData } from '../../src/restock/restock-personal-data.ts';
import { openEventStore, type EventStore } from '../../src/state/open-event-store.ts';
import { commerceCli } from '../support/commerce-cli.ts';
import { startStack, type Stack } from '../support/stack.ts';

const publicUrl = 'http://shop.test';

interface Answer<T> {
  data: T;
  errors?: { message: string; extensions: { code: string } & Record<string, unknown> }[];
}

/** A shopper's GraphQL call in her language, keeping her cookie, from her IP. */
function shopper(app: () => FastifyInstance, locale: string, ip = '203.0.113.7') {
  let cookie = '';
  return async <T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) => {
    const response = await app().inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: ip,
      headers: { 'content-type': 'application/json', 'x-locale': locale, ...(cookie ? { cookie } : {}) },
      payload: { query, variables },
    });
    const set = response.cookies[0] as { name: string; value: string } | undefined;
    if (set) cookie = `${set.name}=${set.value}`;
    return response.json() as Answer<T>;
  };
}

const subscribe = `mutation ($input: SubscribeBackInStockInput!) {
  subscribeBackInStock(input: $input) { email requested }
}`;
const confirm = `mutation ($token: String!) {
  confirmBackInStock(token: $token) { status productId variationId productName productSlug }
}`;
const unsubscribe = `mutation ($token: String!) {
  unsubscribeBackInStock(token: $token) { status }
}`;

/** The link after a mail's "<label> " line, and the token it carries. */
function linkIn(mail: StoredMail, path: string): URL {
  const found = mail.text.match(new RegExp(`https?://\\S+${path.replace(/[/?]/g, '\\$&')}\\S*`));
  if (!found) throw new Error(`no ${path} link in:\n${mail.text}`);
  return new URL(found[0]);
}

async function mailsTo(varDir: string, email: string, count: number, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const mails = listMailbox(varDir, email);
    if (mails.length >= count || Date.now() > until) return mails;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('back-in-stock alerts on the embedded back end', () => {
  let stack: Stack;
  let events: EventStore;
  let gatewayUrl: string;
  let product: { databaseId: number; slug: string; variation: { databaseId: number; sku: string } };
  const env = { PUBLIC_URL: publicUrl, BACK_IN_STOCK_RETRY_MIN_MS: '50', BACK_IN_STOCK_PER_SESSION: '4' };

  beforeAll(async () => {
    events = await openEventStore({
      dataDir: mkdtempSync(path.join(tmpdir(), 'gw-restock-')),
      outbox: { enabled: false },
    });
    stack = await startStack(env, { events });
    gatewayUrl = await stack.gateway.listen({ host: '127.0.0.1', port: 0 });
    // A nail set sold by size: its variations' SKUs name the size (NS-001-SM: short, M).
    const answer = await shopper(
      () => stack.gateway,
      'en',
    )<{
      product: {
        databaseId: number;
        slug: string;
        variations: { nodes: { databaseId: number; sku: string }[] };
      };
    }>(`{ product(id: "NS-001", idType: SKU) { databaseId slug
         ... on VariableProduct { variations(first: 20) { nodes { databaseId sku } } } } }`);
    const variation = answer.data.product.variations.nodes.find((node) => node.sku.endsWith('M'))!;
    product = { databaseId: answer.data.product.databaseId, slug: answer.data.product.slug, variation };
  }, 120_000);
  afterAll(async () => {
    await stack?.close();
    await events?.close();
  }, 60_000);

  /** The shop owner's command line: changes the stock and sends WooCommerce's product webhook to the gateway. */
  const setStock = (sku: string, value: string) =>
    commerceCli(['stock', sku, value], {
      VAR_DIR: stack.varDir,
      COMMERCE_WEBHOOK_URLS: `${gatewayUrl}/webhooks/commerce`,
    });

  it('subscribes to a sold-out size, confirms by mail, and gets exactly one mail in German when it is back', async () => {
    await setStock(product.variation.sku, '0');
    const email = 'ada.lovelace@example.com';
    const ada = shopper(() => stack.gateway, 'de');
    const asked = await ada(subscribe, {
      input: {
        productId: String(product.databaseId),
        variationId: String(product.variation.databaseId),
        email,
      },
    });
    expect(asked.errors).toBeUndefined();
    expect(asked.data.subscribeBackInStock).toEqual({ email, requested: true });

    const [confirmation] = await mailsTo(stack.varDir, email, 1);
    expect(confirmation!.language).toBe('de');
    expect(confirmation!.subject).toMatch(/^Bitte bestätige deine Benachrichtigung für /);
    const confirmLink = linkIn(confirmation!, '/de/back-in-stock/confirm?token=');
    expect(confirmLink.origin).toBe(publicUrl);
    expect(confirmation!.text).toContain(`${publicUrl}/de/back-in-stock/unsubscribe?token=`);
    // The link names no address.
    expect(confirmLink.toString()).not.toContain('ada');

    const confirmed = await ada(confirm, { token: confirmLink.searchParams.get('token') });
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data.confirmBackInStock).toMatchObject({
      status: 'CONFIRMED',
      productId: product.databaseId,
      variationId: product.variation.databaseId,
      productSlug: product.slug,
    });

    // Still out of stock: another product change tells nobody.
    await setStock(product.variation.sku, '0');
    await settle(300);
    expect(listMailbox(stack.varDir, email)).toHaveLength(1);

    const output = await setStock(product.variation.sku, '5');
    expect(output).toMatch(/delivered/);
    const mails = await mailsTo(stack.varDir, email, 2);
    const alert = mails.find((mail) => mail.id.endsWith('alert@gateway.nails'))!;
    expect(alert.subject).toMatch(/ist wieder vorrätig$/);
    const productLink = linkIn(alert, `/de/product/${product.slug}`);
    expect(productLink.toString()).toBe(`${publicUrl}/de/product/${product.slug}`);
    // The link works: its path is the product page, answered by the gateway for that slug.
    const page = await shopper(() => stack.gateway, 'de')<{ product: { databaseId: number } | null }>(
      `query ($slug: ID!) { product(id: $slug, idType: SLUG) { databaseId } }`,
      { slug: decodeURIComponent(productLink.pathname.split('/').pop()!) },
    );
    expect(page.data.product?.databaseId).toBe(product.databaseId);

    // More stock, the same webhook again: still one alert.
    await setStock(product.variation.sku, '7');
    await settle(500);
    expect(
      listMailbox(stack.varDir, email).filter((mail) => mail.id.endsWith('alert@gateway.nails')),
    ).toHaveLength(1);

    // Its unsubscribe link answers (the alert was its one mail).
    const gone = await ada<{ unsubscribeBackInStock: { status: string } }>(unsubscribe, {
      token: linkIn(alert, '/back-in-stock/unsubscribe?token=').searchParams.get('token'),
    });
    expect(gone.data.unsubscribeBackInStock.status).toBe('ALERTED');
  }, 90_000);

  it('sends the alert once when the gateway is stopped between the webhook and the mail', async () => {
    await setStock(product.variation.sku, '0');
    const email = 'grace@example.com';
    const grace = shopper(() => stack.gateway, 'fr', '198.51.100.4');
    await grace(subscribe, {
      input: {
        productId: String(product.databaseId),
        variationId: String(product.variation.databaseId),
        email,
      },
    });
    const [confirmation] = await mailsTo(stack.varDir, email, 1);
    expect(confirmation!.subject).toMatch(/^Confirmez votre alerte pour /);
    await grace(confirm, {
      token: linkIn(confirmation!, '/fr/back-in-stock/confirm?token=').searchParams.get('token'),
    });

    // The outbox stops now, as in a gateway killed right after answering the webhook.
    await stack.gateway.restock!.outbox.stop();
    await setStock(product.variation.sku, '3');
    await settle(500);
    expect(listMailbox(stack.varDir, email)).toHaveLength(1);
    await stack.gateway.close();

    // A new gateway on the same log and mailbox sends what the first one owed.
    const config = loadGatewayConfig({
      ...env,
      VAR_DIR: stack.varDir,
      COMMERCE_GRAPHQL_URL: `${stack.commerceUrl}/graphql`,
      CONTENT_API_URL: stack.contentUrl,
      PERSISTED_QUERIES_FILE: path.join(stack.varDir, 'persisted-queries.json'),
      WEB_DIST_DIR: path.join(stack.varDir, 'web-dist'),
    });
    stack.gateway = await buildApp(config, { logger: false }, { events });
    gatewayUrl = await stack.gateway.listen({ host: '127.0.0.1', port: 0 });
    const mails = await mailsTo(stack.varDir, email, 2);
    await settle(500);
    const alerts = listMailbox(stack.varDir, email).filter((mail) => mail.id.endsWith('alert@gateway.nails'));
    expect(mails.length).toBeGreaterThanOrEqual(2);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.subject).toMatch(/est de nouveau en stock$/);
    expect(alerts[0]!.text).toContain(`${publicUrl}/fr/product/${product.slug}`);
  }, 90_000);

  it('answers the same whether the address asked before or not, and mails no confirmed address again', async () => {
    await setStock(product.variation.sku, '0');
    const email = 'same.answer@example.com';
    const input = {
      productId: String(product.databaseId),
      variationId: String(product.variation.databaseId),
      email,
    };
    const first = await shopper(() => stack.gateway, 'en', '192.0.2.10')(subscribe, { input });
    const [confirmation] = await mailsTo(stack.varDir, email, 1);
    await shopper(
      () => stack.gateway,
      'en',
      '192.0.2.10',
    )(confirm, {
      token: linkIn(confirmation!, '/back-in-stock/confirm?token=').searchParams.get('token'),
    });
    const again = await shopper(() => stack.gateway, 'en', '192.0.2.11')(subscribe, { input });
    expect(again).toEqual(first);
    await settle(300);
    expect(listMailbox(stack.varDir, email)).toHaveLength(1);

    // The log keeps the address sealed; her data export opens it (privacy README).
    const kept = await stack.gateway.restock!.alerts.ofEmail(email);
    expect(kept).toHaveLength(1);
    expect(kept[0]!.email).not.toContain(email);
    const exported = await backInStockPersonalData(stack.gateway.restock!.alerts, events.personal).exportFor({
      customerId: '0',
      email: email.toUpperCase(),
    });
    expect(exported).toEqual([
      expect.objectContaining({ email, productId: product.databaseId, status: 'confirmed', locale: 'en' }),
    ]);
  }, 60_000);

  it('refuses bad input with stable codes', async () => {
    const ask = shopper(() => stack.gateway, 'en', '192.0.2.20');
    const codeOf = async (input: Record<string, unknown>) =>
      (await ask(subscribe, { input })).errors?.[0]?.extensions;
    const item = { productId: String(product.databaseId), variationId: String(product.variation.databaseId) };
    expect(await codeOf({ ...item, email: 'not-an-email' })).toMatchObject({
      code: 'EMAIL_INVALID',
      field: 'email',
    });
    // A guest who types no address has none to take.
    expect(await codeOf({ ...item })).toMatchObject({ code: 'EMAIL_INVALID', field: 'email' });
    expect(await codeOf({ productId: 'abc', email: 'x@example.com' })).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'productId',
    });
    expect(await codeOf({ productId: '999999', email: 'x@example.com' })).toMatchObject({
      code: 'NOT_FOUND',
    });

    const forged = await ask(confirm, { token: 'c.0123456789abcdef0123456789abcdef-1-2.1.zzzz.forged' });
    expect(forged.errors?.[0]?.extensions.code).toBe('STOCK_ALERT_LINK_INVALID');
    const unsubscribeForged = await ask(unsubscribe, { token: 'nonsense' });
    expect(unsubscribeForged.errors?.[0]?.extensions.code).toBe('STOCK_ALERT_LINK_INVALID');
  });

  it('refuses an alert for what is in stock', async () => {
    await setStock(product.variation.sku, '4');
    const answer = await shopper(
      () => stack.gateway,
      'en',
      '192.0.2.30',
    )(subscribe, {
      input: {
        productId: String(product.databaseId),
        variationId: String(product.variation.databaseId),
        email: 'in@example.com',
      },
    });
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'STOCK_ALERT_IN_STOCK' });
  });

  it('limits the alerts one session asks for in a day (STOCK_ALERT_LIMIT)', async () => {
    await setStock(product.variation.sku, '0');
    const ask = shopper(() => stack.gateway, 'de', '192.0.2.40');
    // A session is what a cart change starts; the limit counts that session's requests.
    await ask(`mutation { addToWishlist(productId: ${product.databaseId}) { count } }`);
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 5; i++) {
      const answer = await ask(subscribe, {
        input: {
          productId: String(product.databaseId),
          variationId: String(product.variation.databaseId),
          email: `limit${i}@example.com`,
        },
      });
      codes.push(answer.errors?.[0]?.extensions.code);
    }
    expect(codes).toEqual([undefined, undefined, undefined, undefined, 'STOCK_ALERT_LIMIT']);
  }, 60_000);
});
