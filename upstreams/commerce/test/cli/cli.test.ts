import { execFile } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { loadOrCreateSecrets } from '@nails/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCommerce, type TestCommerce } from '../support/catalogue/harness.ts';

const run = promisify(execFile);
const packageDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

interface Hook {
  topic: string;
  signature: string;
  body: string;
}

let commerce: TestCommerce;
let receiver: Server;
let hookUrl: string;
const hooks: Hook[] = [];

beforeAll(async () => {
  commerce = await startTestCommerce();
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      hooks.push({
        topic: String(request.headers['x-wc-webhook-topic']),
        signature: String(request.headers['x-wc-webhook-signature']),
        body,
      });
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks/commerce`;
});
afterAll(async () => {
  await new Promise((resolve) => receiver?.close(resolve));
  await commerce?.close();
});

/** The CLI as a shop owner runs it, against the running service's database. */
const cli = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], {
    cwd: packageDir,
    env: { ...process.env, VAR_DIR: commerce.varDir, COMMERCE_WEBHOOK_URLS: hookUrl, LOG_LEVEL: 'error' },
  });

const signed = (hook: Hook) =>
  createHmac('sha256', loadOrCreateSecrets(commerce.varDir).commerceWebhookSecret)
    .update(hook.body)
    .digest('base64') === hook.signature;

// Each CLI run is a fresh Node process (tsx); on a busy machine that takes seconds.
describe('commerce CLI', { timeout: 60_000 }, () => {
  it('changes a price and stock, which the running shop shows at once, and fires signed webhooks', async () => {
    await cli('price', 'ACC-TABS-240', '5.90', '--sale', '4.50');
    await cli('stock', 'ACC-TABS-240', '0');
    const { data } = await commerce.query(
      '{ product(id: "ACC-TABS-240", idType: SKU) { ... on SimpleProduct { price regularPrice onSale stockStatus stockQuantity } } }',
    );
    expect(data?.product).toEqual({
      price: '€4.50',
      regularPrice: '€5.90',
      onSale: true,
      stockStatus: 'OUT_OF_STOCK',
      stockQuantity: 0,
    });
    const updates = hooks.filter((hook) => hook.topic === 'product.updated');
    expect(updates).toHaveLength(2);
    expect(updates.every(signed)).toBe(true);
    expect(JSON.parse(updates[1]!.body)).toMatchObject({ sku: 'ACC-TABS-240', stock_status: 'outofstock' });
  });

  it('imports a catalogue from JSON and refuses a bad one with a clear message', async () => {
    const file = path.join(commerce.varDir, 'new-products.json');
    writeFileSync(
      file,
      JSON.stringify({
        products: [
          {
            slug: 'coral-reef-oval-press-on-nails',
            name: 'Coral Reef Oval Press-On Nails',
            sku: 'NEW-CORAL',
            categories: ['oval', 'ombre'],
            regularPrice: '15.90',
            stockQuantity: 12,
            manageStock: true,
            image: {
              alt: 'Coral ombré nails',
              design: { kind: 'nails', shape: 'oval', style: 'ombre', colors: ['#ff7f50', '#ffe5d9'] },
            },
          },
        ],
      }),
    );
    const { stdout } = await cli('import', file);
    expect(stdout).toContain('Imported 1 new and 0 updated products.');
    const product = await commerce.run('getProduct', { slug: 'coral-reef-oval-press-on-nails' });
    expect(product.data?.product).toMatchObject({
      name: 'Coral Reef Oval Press-On Nails',
      price: '€15.90',
      stockQuantity: 12,
    });
    expect(hooks.some((hook) => hook.topic === 'product.created' && signed(hook))).toBe(true);

    writeFileSync(file, JSON.stringify({ products: [{ slug: 'Bad Slug', name: '' }] }));
    await expect(cli('import', file)).rejects.toMatchObject({
      stderr: expect.stringContaining('commerce import:'),
    });
  });

  it('creates a coupon and lists it', async () => {
    const { stdout } = await cli(
      'coupon',
      '--code',
      'SPRING5',
      '--type',
      'fixed_cart',
      '--amount',
      '5',
      '--expires',
      '2099-03-31',
    );
    expect(stdout).toContain("code: 'spring5'");
    const list = await cli('coupons');
    expect(list.stdout).toContain('spring5');
  });
});
