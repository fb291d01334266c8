import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createTcpServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../src/shop/mail/mailer.ts';
import { listMailbox, readMail } from '../../src/shop/mail/mailbox.ts';
import { emitWebhook, retryRefusedDelivery, signWebhookBody } from '../../src/shop/webhooks/webhooks.ts';

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

describe('SMTP', () => {
  it('sends through the configured SMTP server instead of the mailbox', async () => {
    // A minimal SMTP server: enough of RFC 5321 for nodemailer to hand over one message.
    let data = '';
    const server = createTcpServer((socket) => {
      let inData = false;
      socket.write('220 test ESMTP\r\n');
      socket.on('data', (chunk: Buffer) => {
        for (const line of chunk
          .toString()
          .split('\r\n')
          .filter((l, i, all) => l !== '' || i < all.length - 1)) {
          if (inData) {
            if (line === '.') {
              inData = false;
              socket.write('250 queued\r\n');
            } else data += `${line}\n`;
          } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 test\r\n');
          else if (/^DATA/i.test(line)) {
            inData = true;
            socket.write('354 go ahead\r\n');
          } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
          else socket.write('250 ok\r\n');
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const smtpDir = mkdtempSync(path.join(tmpdir(), 'shop-smtp-'));
    const send = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      from: 'shop@example.test',
      varDir: smtpDir,
    });
    await send({ to: 'cara@example.test', subject: 'Your order', text: 'Thank you' });
    server.close();
    expect(data).toContain('Subject: Your order');
    expect(data).toContain('Thank you');
    expect(listMailbox(smtpDir)).toEqual([]);
    rmSync(smtpDir, { recursive: true, force: true });
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
        received.push({
          topic: String(req.headers['x-wc-webhook-topic']),
          signature: String(req.headers['x-wc-webhook-signature']),
          body,
        });
        res.statusCode = calls < 3 ? 503 : 200;
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
    const env = { COMMERCE_WEBHOOK_URLS: url, COMMERCE_WEBHOOK_SECRET: 'hook-secret', VAR_DIR: dir };
    const [delivery] = await emitWebhook(
      'product.updated',
      { id: 5, name: 'Almond' },
      { env, baseDelayMs: 5 },
    );
    server.close();
    expect(delivery).toMatchObject({ ok: true, attempts: 3 });
    const last = received.at(-1)!;
    expect(last.topic).toBe('product.updated');
    expect(last.signature).toBe(signWebhookBody(last.body, 'hook-secret'));
    expect(JSON.parse(last.body)).toEqual({ id: 5, name: 'Almond' });
  });

  it('gives up after the attempts it was given and reports the last answer', async () => {
    let calls = 0;
    const server = createServer((_req, res) => {
      calls += 1;
      res.statusCode = 503;
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
    const env = { COMMERCE_WEBHOOK_URLS: url, COMMERCE_WEBHOOK_SECRET: 'hook-secret', VAR_DIR: dir };
    const [delivery] = await emitWebhook('product.updated', { id: 5 }, { env, attempts: 2, baseDelayMs: 5 });
    server.close();
    expect(delivery).toEqual({ url, ok: false, attempts: 2, status: 503 });
    expect(calls).toBe(2);
  });

  it('waits twice as long before each next retry', async () => {
    const delays: number[] = [];
    const policy = retryRefusedDelivery(4, 10);
    policy.onRetry(({ delay }) => delays.push(delay));
    const answer = await policy.execute(() => ({ ok: false }));
    expect(answer).toEqual({ ok: false });
    expect(delays).toEqual([10, 20, 40]);
  });
});
