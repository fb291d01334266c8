import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EventStore } from '../../src/state/open-event-store.ts';
import { NewsletterOutbox } from '../../src/newsletter/outbox.ts';
import { backends } from '../support/events/backends.ts';

/** A stand-in for the content service's subscription endpoint that can go down and come back. */
function contentStandIn() {
  const received: { authorization?: string; body: unknown }[] = [];
  let server: Server | undefined;
  return {
    received,
    async start(port = 0): Promise<number> {
      server = createServer((request, response) => {
        let raw = '';
        request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        request.on('end', () => {
          if (request.method === 'POST' && request.url === '/api/subscription-emails') {
            received.push({ authorization: request.headers.authorization, body: JSON.parse(raw) });
            response
              .writeHead(200, { 'content-type': 'application/json' })
              .end(JSON.stringify({ data: { id: received.length } }));
          } else {
            response.writeHead(404).end();
          }
        });
      });
      await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
      return (server!.address() as AddressInfo).port;
    },
    async stop() {
      await new Promise((resolve) => server?.close(resolve));
    },
  };
}

describe.each(backends())('newsletter outbox on $name', (backend) => {
  let events: EventStore;
  const content = contentStandIn();
  let port: number;
  beforeAll(async () => {
    if (backend.skip) return;
    // Find a free port, then leave it closed: the content service starts out down.
    port = await content.start();
    await content.stop();
    events = await backend.open({
      content: { url: `http://127.0.0.1:${port}`, token: 'content-token' },
      outbox: { minBackoffMs: 20, maxBackoffMs: 200, pollMs: 20 },
    });
  }, 120_000);
  afterAll(async () => {
    await events?.close();
    await content.stop();
    await backend.cleanup();
  });

  it.skipIf(backend.skip)(
    'delivers a sign-up made while the content service is down once it is back, exactly once',
    async () => {
      const answer = await events.newsletter.subscribe({
        email: ' Nora@Example.com ',
        source: 'subscription-modal',
        locale: 'de',
      });
      expect(answer).toEqual({ email: 'Nora@Example.com', alreadySubscribed: false });

      // Down: attempts fail and are recorded with a later retry time.
      await vi.waitFor(
        async () =>
          expect((await events.newsletter.status('nora@example.com'))?.attempts).toBeGreaterThanOrEqual(2),
        {
          timeout: 20_000,
          interval: 20,
        },
      );
      expect(await events.newsletter.status('nora@example.com')).toMatchObject({
        status: 'pending',
        lastError: expect.stringContaining('unreachable'),
      });
      expect(content.received).toHaveLength(0);

      await content.start(port);
      await vi.waitFor(
        async () => expect((await events.newsletter.status('nora@example.com'))?.status).toBe('delivered'),
        {
          timeout: 20_000,
          interval: 20,
        },
      );
      // Further passes and a repeated sign-up send nothing more.
      await events.outbox!.runOnce();
      expect(await events.newsletter.subscribe({ email: 'nora@example.com' })).toEqual({
        email: 'nora@example.com',
        alreadySubscribed: true,
      });
      await events.outbox!.runOnce();
      expect(content.received).toEqual([
        {
          authorization: 'Bearer content-token',
          body: { data: { email: 'Nora@Example.com', form_to: 'subscription-modal', is_send_mail: false } },
        },
      ]);
    },
    60_000,
  );

  it.skipIf(backend.skip)(
    'delivers once when several workers (gateway instances) race for the same sign-up',
    async () => {
      // Runs after the first test: the stand-in is up and the store's own outbox is running too.
      const before = content.received.length;
      let posted = 0;
      const slowDelivery = async () => {
        posted += 1;
        await new Promise((resolve) => setTimeout(resolve, 30));
      };
      const workers = [1, 2, 3].map(() => new NewsletterOutbox(events.log, events.newsletter, slowDelivery));
      await events.newsletter.subscribe({ email: 'twins@example.com' });
      await Promise.all(workers.map((worker) => worker.runOnce()));
      await vi.waitFor(
        async () => expect((await events.newsletter.status('twins@example.com'))?.status).toBe('delivered'),
        {
          timeout: 20_000,
          interval: 20,
        },
      );
      await Promise.all(workers.map((worker) => worker.runOnce()));
      expect(posted + content.received.length - before).toBe(1);
    },
    60_000,
  );

  it.skipIf(backend.skip)(
    'refuses an empty or malformed address with the behaviour §5 messages',
    async () => {
      await expect(events.newsletter.subscribe({ email: '   ' })).rejects.toMatchObject({
        reason: 'EMAIL_REQUIRED',
        message: 'Please enter your email address',
      });
      await expect(events.newsletter.subscribe({ email: 'nora@' })).rejects.toMatchObject({
        reason: 'EMAIL_INVALID',
        message: 'Please enter a valid email address',
      });
    },
  );
});
