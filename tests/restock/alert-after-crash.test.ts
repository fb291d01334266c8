/**
 * A stock alert survives a gateway killed between the webhook and the mail (gateway README
 * "Back-in-stock alerts"): the gateway runs as its own process (`npm start`'s `src/server.ts`) on
 * PostgreSQL. One process takes the shopper's sign-up and confirmation; a second, whose mail
 * outbox is off, hears the restock webhook and records the alert as due, and is then SIGKILLed
 * before any mail; a third sends it. She gets exactly one alert: not zero, not two.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startCommerce } from '@nails/commerce';
import { startContent } from '@nails/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commerceCli } from '../../gateway/test/support/commerce-cli.ts';
import { startGatewayProcess, type GatewayProcess } from '../../gateway/test/support/gateway-process.ts';
import { listMailbox } from '../../gateway/src/mail/mailbox.ts';
import { createPostgresDatabase, findPostgres, requireService } from '../support/services.ts';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const varDir = mkdtempSync(path.join(tmpdir(), 'nails-restock-crash-'));
const email = 'kim.crash@example.com';
let commerce: Awaited<ReturnType<typeof startCommerce>>;
let content: Awaited<ReturnType<typeof startContent>>;
let database: { url: string; drop(): Promise<void> };
let port: number;
let running: GatewayProcess | undefined;

/** The gateway as `npm start` runs it, on this suite's back ends, always on the same port. */
const startGateway = (outbox: boolean) =>
  startGatewayProcess({
    VAR_DIR: varDir,
    PORT: String(port),
    COMMERCE_GRAPHQL_URL: `${commerce.url}/graphql`,
    CONTENT_API_URL: content.url,
    EVENT_STORE_URL: database.url,
    BACK_IN_STOCK_OUTBOX: outbox ? '1' : '0',
    BACK_IN_STOCK_RETRY_MIN_MS: '50',
  });

async function graphql<T>(query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data: T; errors?: { message: string }[] };
}

const setStock = (sku: string, value: string) =>
  commerceCli(['stock', sku, value], {
    VAR_DIR: varDir,
    COMMERCE_WEBHOOK_URLS: `http://127.0.0.1:${port}/webhooks/commerce`,
  });

async function mails(count: number, timeoutMs = 20_000) {
  for (let waited = 0; ; waited += 100) {
    const found = listMailbox(varDir, email);
    if (found.length >= count || waited > timeoutMs) return found.reverse();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  const server = await requireService(findPostgres);
  if (!server.url) return;
  database = await createPostgresDatabase(server.url);
  port = await freePort();
  content = await startContent({ host: '127.0.0.1', port: 0, env: { VAR_DIR: varDir, LOG_LEVEL: 'warn' } });
  commerce = await startCommerce({
    host: '127.0.0.1',
    port: 0,
    env: {
      VAR_DIR: varDir,
      LOG_LEVEL: 'warn',
      COMMERCE_WEBHOOK_URLS: `http://127.0.0.1:${port}/webhooks/commerce`,
    },
  });
}, 120_000);

afterAll(async () => {
  await running?.kill('SIGKILL');
  await commerce?.close();
  await content?.close();
  await database?.drop();
  rmSync(varDir, { recursive: true, force: true });
}, 60_000);

describe('a stock alert when the gateway is killed between the webhook and the mail', () => {
  it('sends exactly one alert mail once a gateway runs again', { timeout: 180_000 }, async () => {
    if (!database) return;
    running = await startGateway(true);
    // A set sold by size: its variations' SKUs name the size (NS-001-SM: short, M).
    const found = await graphql<{
      product: { databaseId: number; variations: { nodes: { databaseId: number; sku: string }[] } };
    }>(
      '{ product(id: "NS-001", idType: SKU) { databaseId ... on VariableProduct { variations(first: 20) { nodes { databaseId sku } } } } }',
    );
    expect(found.errors).toBeUndefined();
    const productId = found.data.product.databaseId;
    const size = found.data.product.variations.nodes.find((node) => node.sku.endsWith('M'))!;
    await setStock(size.sku, '0');
    const asked = await graphql(
      'mutation($input: SubscribeBackInStockInput!) { subscribeBackInStock(input: $input) { requested } }',
      { input: { productId: String(productId), variationId: String(size.databaseId), email } },
    );
    expect(asked.errors).toBeUndefined();
    const [confirmation] = await mails(1);
    const link = /https?:\/\/\S+\/back-in-stock\/confirm\?token=\S+/.exec(confirmation!.text)![0];
    const token = new URL(link).searchParams.get('token');
    const confirmed = await graphql<{ confirmBackInStock: { status: string } }>(
      'mutation($token: String!) { confirmBackInStock(token: $token) { status } }',
      { token },
    );
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data.confirmBackInStock.status).toBe('CONFIRMED');
    await running.kill('SIGKILL');

    // This gateway hears the restock and records the alert as due; it never sends: killed first.
    running = await startGateway(false);
    await setStock(size.sku, '7');
    await running.kill('SIGKILL');
    expect(listMailbox(varDir, email)).toHaveLength(1);

    running = await startGateway(true);
    const after = await mails(2);
    expect(after).toHaveLength(2);
    expect(after[1]!.subject).toMatch(/back in stock/i);
    // A while later, and one more restock of the same set: still that one alert.
    await setStock(size.sku, '8');
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(listMailbox(varDir, email)).toHaveLength(2);
  });
});
