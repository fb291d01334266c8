/**
 * The whole shop for end-to-end tests: content, commerce and the gateway in one process on random
 * ports with a throw-away VAR_DIR, serving the built storefront (web/dist, built here when missing
 * or stale). Never the shop's fixed ports, so it runs beside a developer's `npm start`.
 *
 * `startStack()` runs that process as a child (run-stack.ts under plain Node): inside Vitest the
 * gateway's graphql would load twice (Vite resolves its ESM entry, @graphql-tools the CommonJS
 * one) and graphql refuses types "from another realm"; a child process also keeps the servers'
 * work off the test runner's event loop.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { closeServer, createLogger, repoRoot } from '@nails/platform';
import { startCommerce } from '@nails/commerce';
import { startContent } from '@nails/content';
import { buildApp, loadGatewayConfig } from '@nails/gateway';
// The event store is opened by the gateway's server.ts, not by buildApp; its module is not part of
// the package's public entry, so it is imported by path, as server.ts does.
import { loadEventStoreConfig, openEventStore } from '../../../gateway/src/state/open-event-store.ts';

export interface Stack {
  /** Where the storefront answers (the gateway, or a preview server in front of it). */
  url: string;
  gatewayUrl: string;
  commerceUrl: string;
  varDir: string;
  close(): Promise<void>;
}

const webDir = path.join(repoRoot, 'web');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds the storefront when web/dist is missing or older than its sources. */
export function ensureWebBuild(): void {
  const built = path.join(webDir, 'dist', 'index.html');
  if (existsSync(built) && statSync(built).mtimeMs >= newestSource(path.join(webDir, 'src'))) return;
  const result = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('web build failed');
}

/** The gateway serves web/dist itself; until it does, a Vite preview server proxies to it. */
async function storefrontUrl(gatewayUrl: string): Promise<{ url: string; close(): Promise<void> }> {
  const html = await fetch(`${gatewayUrl}/`)
    .then((response) => response.text())
    .catch(() => '');
  if (html.includes('id="root"')) return { url: gatewayUrl, close: async () => {} };
  const { preview } = await import('vite');
  const proxy = Object.fromEntries(
    ['/graphql', '/_ipx', '/media', '/builds', '/webhooks'].map((prefix) => [prefix, gatewayUrl]),
  );
  const server = await preview({
    root: webDir,
    configFile: false,
    logLevel: 'warn',
    preview: { host: '127.0.0.1', port: await freePort(), strictPort: true, proxy },
  });
  const url = server.resolvedUrls?.local[0]?.replace(/\/$/, '');
  if (!url) throw new Error('preview server did not report its URL');
  return { url, close: () => server.close() };
}

export async function startStackInProcess(): Promise<Stack> {
  const varDir = await mkdtemp(path.join(tmpdir(), 'nails-e2e-'));
  const gatewayPort = await freePort();
  const env = {
    ...process.env,
    VAR_DIR: varDir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    APP_MODE: 'development',
  };
  const content = await startContent({ host: '127.0.0.1', port: 0, env });
  const commerce = await startCommerce({
    host: '127.0.0.1',
    port: 0,
    env: { ...env, COMMERCE_WEBHOOK_URLS: `http://127.0.0.1:${gatewayPort}/webhooks/commerce` },
  });
  const config = loadGatewayConfig({
    ...env,
    PORT: String(gatewayPort),
    COMMERCE_GRAPHQL_URL: `${commerce.url}/graphql`,
    CONTENT_API_URL: content.url,
  });
  const events = await openEventStore({
    ...loadEventStoreConfig({ ...env }),
    // As the gateway's server opens it: the newsletter talks to content through the app's client.
    contentClient: 'app',
    logger: createLogger('events', { level: 'warn' }),
  });
  const gateway = await buildApp(config, { logger: false }, { events });
  await gateway.listen({ host: '127.0.0.1', port: gatewayPort });
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  const front = await storefrontUrl(gatewayUrl);
  return {
    url: front.url,
    gatewayUrl,
    commerceUrl: commerce.url,
    varDir,
    async close() {
      await front.close();
      // The event store closes after the app, as gateway/src/server.ts does: the app's own
      // onClose hooks still stop their readers of the log (the metrics' tail). Closed first, the
      // embedded store dropped the tail's idle connection ("Connection terminated unexpectedly").
      await closeServer(gateway);
      await events.close();
      await commerce.close();
      await content.close();
      await rm(varDir, { recursive: true, force: true });
    },
  };
}

/** Starts run-stack.ts as a child process and waits for the URLs it prints. */
export async function startStack(): Promise<Stack> {
  ensureWebBuild();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'tests', 'e2e', 'support', 'run-stack.ts'), '--json'],
    {
      cwd: repoRoot,
      env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const ready = await new Promise<Omit<Stack, 'close'>>((resolve, reject) => {
    let buffer = '';
    child.once('exit', (code) => reject(new Error(`stack exited early (${code})`)));
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const line = buffer.split('\n').find((candidate) => candidate.startsWith('{"url"'));
      if (line) resolve(JSON.parse(line) as Omit<Stack, 'close'>);
    });
  });
  child.removeAllListeners('exit');
  return {
    ...ready,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
