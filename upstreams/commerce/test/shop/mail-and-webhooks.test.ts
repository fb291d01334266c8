import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../src/shop/mail/mailer.ts';
import { listMailbox, readMail } from '../../src/shop/mail/mailbox.ts';
import { emitWebhook, signWebhookBody } from '../../src/shop/webhooks/webhooks.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'shop-mail-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('local mailbox', () => {
  it('keeps mail a developer can list and read', async () => {
    const send = createMailer({ from: 'shop@example.test', varDir: dir });
    await send({ to: 'ana@example.test', subject: 'Hello', text: 'first' });
    await send({ to: 'bo@example.test', subject: 'Hi', text: 'second' });
    const mails = listMailbox(dir, 'ana@example.test');
    expect(mails.map((m) => m.text)).toEqual(['first']);
    expect(readMail(dir, mails[0]!.id)?.subject).toBe('Hello');
    expect(readMail(dir, '../secrets')).toBeUndefined();
  });
});

describe('webhooks', () => {
  it('signs the body and retries until the receiver accepts', async () => {
    const received: { topic: string; signature: string; body: string }[] = [];
    let calls = 0;
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        calls += 1;
        received.push({ topic: String(req.headers['x-wc-webhook-topic']), signature: String(req.headers['x-wc-webhook-signature']), body });
        res.statusCode = calls < 3 ? 503 : 200;
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
    const env = { COMMERCE_WEBHOOK_URLS: url, COMMERCE_WEBHOOK_SECRET: 'hook-secret', VAR_DIR: dir };
    const [delivery] = await emitWebhook('product.updated', { id: 5, name: 'Almond' }, { env, baseDelayMs: 5 });
    server.close();
    expect(delivery).toMatchObject({ ok: true, attempts: 3 });
    const last = received.at(-1)!;
    expect(last.topic).toBe('product.updated');
    expect(last.signature).toBe(signWebhookBody(last.body, 'hook-secret'));
    expect(JSON.parse(last.body)).toEqual({ id: 5, name: 'Almond' });
  });
});
