import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startContent } from '@nails/content';
import { loadOrCreateSecrets } from '@nails/platform';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createContentClient } from '../../src/content/content-client.ts';
import { newsletterSettingsReader } from '../../src/newsletter/newsletter-settings.ts';
import type { EventStore } from '../../src/state/open-event-store.ts';
import { backends } from '../support/events/backends.ts';

/** The newsletter outbox against the real embedded content service, which starts out down. */
const backend = backends().find((candidate) => candidate.name === 'embedded PGlite')!;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

describe('newsletter delivery to the embedded content service', () => {
  const varDir = mkdtempSync(path.join(tmpdir(), 'events-content-'));
  let content: { url: string; close(): Promise<void> } | undefined;
  let events: EventStore;
  let port: number;
  let token: string;

  beforeAll(async () => {
    port = await freePort();
    token = loadOrCreateSecrets(varDir).contentApiToken;
    events = await backend.open({
      content: { url: `http://127.0.0.1:${port}`, token },
      outbox: { minBackoffMs: 50, maxBackoffMs: 400, pollMs: 50 },
    });
  }, 120_000);
  afterAll(async () => {
    await events?.close();
    await content?.close();
    await backend.cleanup();
    rmSync(varDir, { recursive: true, force: true });
  });

  it('records the sign-up while content is down and delivers it once content is back, exactly once', async () => {
    await events.newsletter.subscribe({ email: 'olga@example.com', locale: 'en' });
    await vi.waitFor(
      async () =>
        expect((await events.newsletter.status('olga@example.com'))?.attempts).toBeGreaterThanOrEqual(1),
      {
        timeout: 20_000,
        interval: 50,
      },
    );
    content = await startContent({ port, env: { VAR_DIR: varDir, LOG_LEVEL: 'warn' } });
    await vi.waitFor(
      async () => expect((await events.newsletter.status('olga@example.com'))?.status).toBe('delivered'),
      {
        timeout: 30_000,
        interval: 50,
      },
    );
    await events.outbox!.runOnce();
    const stored = await fetch(
      `${content.url}/api/subscription-emails?filters[email][$eq]=olga@example.com`,
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );
    const body = (await stored.json()) as { data: Record<string, unknown>[] };
    expect(body.data).toHaveLength(1);
    expect(JSON.stringify(body.data[0])).toContain('subscription-modal');

    // And the shopper's discount code comes from the same service's configs.
    const settings = await newsletterSettingsReader(createContentClient({ url: content.url, token }))('en');
    expect(settings.code).toEqual(expect.any(String));
    expect(settings.message).toMatch(/on the list/);
  }, 90_000);
});
