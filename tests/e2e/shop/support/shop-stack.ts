import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '@nails/platform';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { chromiumAvailable, launchChromium } from '../../support/browser.ts';
import { ensureWebBuild } from '../../support/stack.ts';

export interface ShopStack {
  url: string;
  gatewayUrl: string;
  commerceUrl: string;
  varDir: string;
  /** Restarts commerce with a new JWT secret: every upstream session token turns invalid. */
  loseUpstreamSessions(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts run-shop-stack.ts as a child process (shop with event store) and waits for its URLs.
 * `env`: settings for that process on top of this one's (for example the gateway's
 * `COMMERCE_CAPABILITIES=none`, a back end without the optional capabilities). `build`: makes the
 * storefront build the gateway serves (web/dist; another with the `WEB_DIST_DIR` it sets in `env`).
 */
export async function startShopStack(
  env: Record<string, string> = {},
  build: () => void = ensureWebBuild,
): Promise<ShopStack> {
  build();
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(repoRoot, 'tests', 'e2e', 'shop', 'support', 'run-shop-stack.ts'),
      '--json',
    ],
    {
      cwd: repoRoot,
      env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const lines: string[] = [];
  const waiters: { prefix: string; resolve(line: string): void }[] = [];
  let buffer = '';
  child.stdout.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    const parts = buffer.split('\n');
    buffer = parts.pop() ?? '';
    lines.push(...parts);
    for (const waiter of [...waiters]) {
      const line = lines.find((candidate) => candidate.startsWith(waiter.prefix));
      if (!line) continue;
      lines.splice(lines.indexOf(line), 1);
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(line);
    }
  });
  const nextLine = (prefix: string) => new Promise<string>((resolve) => waiters.push({ prefix, resolve }));
  const ready = await new Promise<Omit<ShopStack, 'close' | 'loseUpstreamSessions'>>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`shop stack exited early (${code})`)));
    void nextLine('{"url"').then((line) =>
      resolve(JSON.parse(line) as Omit<ShopStack, 'close' | 'loseUpstreamSessions'>),
    );
  });
  child.removeAllListeners('exit');
  return {
    ...ready,
    async loseUpstreamSessions() {
      const restarted = nextLine('{"restarted"');
      child.kill('SIGUSR2');
      await restarted;
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * One suite file's shop: its own stack (so suites never share a cart, a mailbox or rate-limit
 * counters) and a Chromium, started before the file's tests and closed after them. `enabled` is
 * false when there is no Chromium (the suite then skips, or fails under REQUIRE_SERVICES=1).
 * Called inside a `describe`, the stack is that block's; `env` and `build` as for startShopStack.
 */
export function useShopSuite(options: { env?: Record<string, string>; build?: () => void } = {}): {
  readonly enabled: boolean;
  readonly stack: ShopStack;
  readonly browser: Browser;
} {
  const suite = { enabled: chromiumAvailable() } as { enabled: boolean; stack: ShopStack; browser: Browser };
  beforeAll(async () => {
    if (!suite.enabled) return;
    suite.stack = await startShopStack(options.env, options.build);
    suite.browser = await launchChromium();
  }, 300_000);
  afterAll(async () => {
    await suite.browser?.close();
    await suite.stack?.close();
  }, 60_000);
  return suite;
}
