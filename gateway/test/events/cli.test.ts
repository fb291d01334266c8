import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openEventStore } from '../../src/state/open-event-store.ts';

const cli = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/state/cli.ts');

/** Runs `npm run events -- <args>` as the CLI process itself, collecting its output. */
function events(args: string[], varDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', cli, ...args], {
    env: { ...process.env, VAR_DIR: varDir, EVENT_STORE_URL: '', LOG_LEVEL: 'warn' },
  });
  const output = { stdout: '', stderr: '' };
  child.stdout.on('data', (chunk: Buffer) => (output.stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output.stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, output, exited };
}

describe('events CLI on the embedded store', () => {
  const varDir = mkdtempSync(path.join(tmpdir(), 'events-cli-'));
  afterAll(() => rmSync(varDir, { recursive: true, force: true }));

  it('rebuilds every read model from the log and reports the counts', async () => {
    const store = await openEventStore({ dataDir: varDir, outbox: { enabled: false } });
    const { id } = await store.sessions.create();
    await store.wishlists.add({ kind: 'guest', sessionId: id }, 8);
    await store.newsletter.subscribe({ email: 'cli@example.com' });
    await store.close();

    const run = events(['rebuild'], varDir);
    expect(await run.exited).toBe(0);
    expect(run.output.stdout).toMatch(/rebuilt every read model from 3 events on the embedded store/);
    expect(run.output.stdout).toMatch(/sessions\s+1/);
    expect(run.output.stdout).toMatch(/wishlists\s+1/);
    expect(run.output.stdout).toMatch(/newsletter_subscriptions\s+1/);
  }, 120_000);

  it('tails events as a running gateway appends them, with emails and tokens masked', async () => {
    const store = await openEventStore({ dataDir: varDir, outbox: { enabled: false } });
    const tail = events(['tail'], varDir);
    try {
      await vi.waitFor(() => expect(tail.output.stderr).toContain('tailing the embedded store'), {
        timeout: 60_000,
        interval: 50,
      });
      const { id } = await store.sessions.create();
      await store.sessions.attachUpstreamSession(id, 'secret-woo-token');
      await store.newsletter.subscribe({ email: 'tail@example.com' });
      await vi.waitFor(() => expect(tail.output.stdout).toContain('NewsletterSubscriptionRequested'), {
        timeout: 60_000,
        interval: 50,
      });
      expect(tail.output.stdout).toContain('ShopperSessionStarted');
      expect(tail.output.stdout).not.toContain('WishlistItemAdded'); // appended before the tail started
      expect(tail.output.stdout).toContain('UpstreamSessionAttached');
      expect(tail.output.stdout).not.toContain('secret-woo-token');
      expect(tail.output.stdout).not.toContain('tail@example.com');
      expect(tail.output.stdout).not.toContain(id);
    } finally {
      tail.child.kill('SIGINT');
      await tail.exited;
      await store.close();
    }
  }, 120_000);
});
