import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startContent } from '@nails/content';
import { loadOrCreateSecrets } from '@nails/platform';
import type { GraphQLError } from 'graphql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createContentClient } from '../../src/content/content-client.ts';
import { NewsletterRepository } from '../../src/newsletter/newsletter.ts';
import { newsletterResolvers } from '../../src/newsletter/newsletter-schema.ts';
import { newsletterSettingsReader } from '../../src/newsletter/newsletter-settings.ts';
import type { EventStore } from '../../src/state/open-event-store.ts';
import { backends } from '../support/events/backends.ts';

/**
 * The shopper's answer to a newsletter sign-up (the `subscribeToNewsletter` field's resolver, as
 * the gateway wires it) while the content service hangs, is stopped, and is back: she gets her
 * code, or a "try again in a minute" that a retry answers with the code; never a bare null.
 */
const backend = backends().find((candidate) => candidate.name === 'embedded PGlite')!;

/** A content service that accepts connections and never answers: a paused (SIGSTOPped) process. */
async function pausedService(): Promise<{ server: Server; port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    server,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

type Answer = { email: string; code: string | null; message: string | null; alreadySubscribed: boolean };

describe('newsletter sign-up while the content service is down', () => {
  const varDir = mkdtempSync(path.join(tmpdir(), 'newsletter-down-'));
  const token = loadOrCreateSecrets(varDir).contentApiToken;
  let events: EventStore;
  let paused: Awaited<ReturnType<typeof pausedService>>;
  let content: { url: string; close(): Promise<void> } | undefined;

  /** One gateway process: its own settings reader (and its memory), its own repository over the shared log. */
  const gatewayProcess = (port: number) => {
    const resolvers = newsletterResolvers({
      newsletter: new NewsletterRepository(events.log, events.personal),
      settings: newsletterSettingsReader(createContentClient({ url: `http://127.0.0.1:${port}`, token })),
    });
    return (email: string, locale: string): Promise<Answer> =>
      resolvers.Mutation.subscribeToNewsletter(undefined, { email, locale }, undefined) as Promise<Answer>;
  };

  beforeAll(async () => {
    paused = await pausedService();
    events = await backend.open({});
  }, 120_000);
  afterAll(async () => {
    await events?.close();
    await content?.close();
    await paused?.close();
    await backend.cleanup();
    rmSync(varDir, { recursive: true, force: true });
  });

  it('says "try again in a minute" when no code was ever known, records the sign-up, and the retry answers the code', async () => {
    const subscribe = gatewayProcess(paused.port);
    const refused = await subscribe('ana@example.com', 'en_US').then(
      () => undefined,
      (error: GraphQLError) => error,
    );
    expect(refused?.extensions).toMatchObject({ code: 'NEWSLETTER_CODE_PENDING', retryAfter: 60 });
    expect(refused?.message).toMatch(/try again in a minute/);
    expect((await events.newsletter.status('ana@example.com'))?.status).toBe('pending');

    // Content comes back on the same address.
    await paused.close();
    content = await startContent({ port: paused.port, env: { VAR_DIR: varDir, LOG_LEVEL: 'warn' } });
    const retried = await vi.waitFor(() => subscribe('ana@example.com', 'en_US'), {
      timeout: 30_000,
      interval: 1_000,
    });
    expect(retried).toMatchObject({ alreadySubscribed: true, code: expect.stringMatching(/\S/) });
  }, 90_000);

  it('gives the code content last gave, from the log, to a gateway that never reached content itself', async () => {
    const learned = await gatewayProcess(paused.port)('cleo@example.com', 'en_US');
    expect(learned.code).toMatch(/\S/);
    await content!.close();
    content = undefined;

    // A restarted gateway, content stopped: in English its code and message, in German its code.
    const restarted = gatewayProcess(paused.port);
    expect(await restarted('dora@example.com', 'en_US')).toMatchObject({
      code: learned.code,
      message: learned.message,
      alreadySubscribed: false,
    });
    const german = await restarted('emil@example.com', 'de_DE');
    expect(german.code).toBe(learned.code);
  }, 90_000);
});
