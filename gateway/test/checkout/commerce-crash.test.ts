/**
 * Commerce killed (SIGKILL) while it places an order (events README "Commerce crash"): the
 * shopper is told within 15 s to try again in a moment, and the same submit once commerce is back
 * either reports the order commerce committed before it died or places it, once.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from '@nails/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStore, type EventStore } from '../../src/state/open-event-store.ts';
import { Browser, startStack, type Stack, inStockSimpleProduct } from '../support/stack.ts';

const placeOrder = `mutation($key: ID!) {
  placeOrder(idempotencyKey: $key, input: { paymentMethod: "cod", billing: { firstName: "Ada", lastName: "Lovelace", address1: "Street 1", city: "Berlin", postcode: "10115", country: "DE", email: "ada@example.com", phone: "+49 30 1234567" } }) {
    status orderId replayed errorCode
  }
}`;
type Attempt = { status: string; orderId: number | null; replayed: boolean; errorCode: string | null };
const ordersQuery = `query { customer { orders(first: 20) { nodes { databaseId metaData(key: "nails_idempotency_key") { value } } } } }`;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The embedded commerce as `npm start` runs it, in a process of its own that the test kills. */
class CommerceProcess {
  private child?: ChildProcess;
  readonly varDir = mkdtempSync(path.join(tmpdir(), 'gw-commerce-crash-'));
  constructor(readonly port: number) {}

  async start(): Promise<void> {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, 'upstreams/commerce/src/server.ts')],
      {
        cwd: repoRoot,
        env: {
          ...process.env,
          VAR_DIR: this.varDir,
          COMMERCE_HOST: '127.0.0.1',
          COMMERCE_PORT: String(this.port),
          COMMERCE_PRERENDER_IMAGES: 'off',
          COMMERCE_WEBHOOK_URLS: '',
          LOG_LEVEL: 'warn',
        },
        stdio: 'ignore',
      },
    );
    this.child = child;
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`commerce exited (${child.exitCode})`);
      const up = await fetch(`http://127.0.0.1:${this.port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"query":"{ __typename }"}',
      }).then(
        (response) => response.ok,
        () => false,
      );
      if (up) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('commerce did not start within 60 s');
  }

  kill(): Promise<void> {
    const child = this.child;
    return new Promise((resolve) => {
      if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  }
}

/**
 * Passes every request to commerce; the checkout mutation, when `crash` is set, kills commerce
 * before passing it on ('before': no order) or after commerce answered ('after': the order is
 * committed, its answer lost), and drops the gateway's connection as a crash does.
 */
async function startCrashProxy(commerce: CommerceProcess) {
  const state: { crash?: 'before' | 'after' } = {};
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const crash = /GatewayCheckout/.test(body.toString()) ? state.crash : undefined;
      if (crash) state.crash = undefined;
      const die = () => void commerce.kill().then(() => response.socket?.destroy());
      if (crash === 'before') return die();
      const upstream = http.request(
        `http://127.0.0.1:${commerce.port}${request.url ?? '/'}`,
        { method: request.method, headers: request.headers },
        (answer) => {
          if (crash === 'after') return answer.resume().once('end', die);
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.on('error', () => response.socket?.destroy());
      upstream.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    state,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('commerce killed while it places the order', () => {
  let commerce: CommerceProcess;
  let proxy: Awaited<ReturnType<typeof startCrashProxy>>;
  let events: EventStore;
  let stack: Stack;

  beforeAll(async () => {
    commerce = new CommerceProcess(await freePort());
    await commerce.start();
    proxy = await startCrashProxy(commerce);
    events = await openEventStore({
      dataDir: mkdtempSync(path.join(tmpdir(), 'gw-commerce-crash-events-')),
      outbox: { enabled: false },
    });
    stack = await startStack({ COMMERCE_GRAPHQL_URL: `${proxy.url}/graphql` }, { events });
  }, 120_000);

  afterAll(async () => {
    await stack?.close();
    await events?.close();
    await proxy?.close();
    await commerce?.kill();
    if (commerce) rmSync(commerce.varDir, { recursive: true, force: true });
  }, 60_000);

  const timed = async <T>(run: () => Promise<T>) => {
    const started = performance.now();
    const result = await run();
    return { result, ms: performance.now() - started };
  };

  async function fillCart(shopper: Browser): Promise<void> {
    const product = await inStockSimpleProduct(shopper);
    // Just after a restart the gateway's commerce circuit may still be open for a moment.
    await expect
      .poll(
        async () =>
          (
            await shopper.graphql(
              'mutation($id: Int!) { addToCart(input: { productId: $id, quantity: 1 }) { cart { isEmpty } } }',
              { id: product.databaseId },
            )
          ).errors,
        { timeout: 15_000, interval: 500 },
      )
      .toBeUndefined();
  }

  /** What the storefront does on Place order with the kept key: a replayed refusal is retried with a new key (web usePlaceOrderMutation). */
  async function submit(shopper: Browser, key: string) {
    const first = await shopper.graphql<{ placeOrder: Attempt }>(placeOrder, { key });
    if (first.data?.placeOrder?.status !== 'FAILED' || !first.data.placeOrder.replayed) return first;
    return shopper.graphql<{ placeOrder: Attempt }>(placeOrder, { key: `${key}-again` });
  }

  /** The shopper clicking Place order again, as often as `retryAfter` says, while told to try again. */
  async function submitUntilAnswered(shopper: Browser, key: string) {
    for (let clicks = 1; ; clicks++) {
      const answer = await submit(shopper, key);
      const error = answer.errors?.[0]?.extensions;
      if (error?.code !== 'CHECKOUT_INTERRUPTED' || clicks >= 5) return { answer, clicks };
      await new Promise((resolve) => setTimeout(resolve, Number(error.retryAfter) * 1_000));
    }
  }

  async function ordersOf(shopper: Browser) {
    const orders = await shopper.graphql<{
      customer: { orders: { nodes: { databaseId: number; metaData: { value: string }[] }[] } };
    }>(ordersQuery);
    expect(orders.errors).toBeUndefined();
    return orders.data.customer.orders.nodes.map((order) => ({
      id: order.databaseId,
      key: order.metaData[0]?.value,
    }));
  }

  for (const when of ['before', 'after'] as const) {
    it(`says "try again" within 15 s when commerce dies ${when} committing the order, and the same submit then ${when === 'before' ? 'places it' : 'reports it'} once`, async () => {
      const shopper = new Browser(stack.gateway);
      await fillCart(shopper);
      const key = `commerce-crash-${when}-${Date.now()}`;

      proxy.state.crash = when;
      const crashed = await timed(() => shopper.graphql(placeOrder, { key }));
      expect(crashed.ms).toBeLessThan(15_000);
      expect(crashed.result.errors?.[0]?.extensions).toMatchObject({
        code: 'CHECKOUT_INTERRUPTED',
        retryAfter: 5,
      });
      expect(crashed.result.errors?.[0]?.message).toMatch(/try again/);

      // Clicked again while commerce is still down: the same message, at once.
      const whileDown = await timed(() => shopper.graphql(placeOrder, { key }));
      expect(whileDown.ms).toBeLessThan(15_000);
      expect(whileDown.result.errors?.[0]?.extensions.code).toBe('CHECKOUT_INTERRUPTED');

      await commerce.start();
      const later = await timed(() => submitUntilAnswered(shopper, key));
      expect(later.ms).toBeLessThan(40_000);
      expect(later.result.answer.errors).toBeUndefined();
      const attempt = later.result.answer.data.placeOrder;
      expect(attempt.status).toBe('SUCCEEDED');
      expect(attempt.replayed).toBe(when === 'after');

      // One order for this submit, the one answered; a further repeat reports that same order.
      const mine = (await ordersOf(shopper)).filter((order) => order.key?.startsWith(key));
      expect(mine.map((order) => order.id)).toEqual([attempt.orderId]);
      // The crashed attempt itself is decided: not placed (the order came from the new try), or that order.
      const recorded = await shopper.graphql<{ checkoutAttempt: Attempt }>(
        'query($key: ID!) { checkoutAttempt(idempotencyKey: $key) { status orderId replayed errorCode } }',
        { key },
      );
      expect(recorded.data.checkoutAttempt).toMatchObject(
        when === 'before'
          ? { status: 'FAILED', errorCode: 'CHECKOUT_FAILED' }
          : { status: 'SUCCEEDED', orderId: attempt.orderId },
      );
      console.info(
        `[commerce killed ${when} commit] first answer ${crashed.ms.toFixed(0)} ms, while down ${whileDown.ms.toFixed(0)} ms, answered ${later.ms.toFixed(0)} ms after the restart (${later.result.clicks} clicks)`,
      );
    }, 120_000);
  }
});
