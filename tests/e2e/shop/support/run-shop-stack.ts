// The whole shop with the gateway's event store (wishlist, idempotent placeOrder, cart recovery),
// which the browsing suite's stack leaves out. Started as a child process by startShopStack():
// inside Vitest the gateway's graphql would load twice (ESM and CommonJS) and refuse its types.
//   npx tsx tests/e2e/shop/support/run-shop-stack.ts          URLs, to look at the shop by hand
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { closeServer, repoRoot } from '@nails/platform';
import { startCommerce } from '@nails/commerce';
import { startContent } from '@nails/content';
import { buildApp, loadGatewayConfig } from '@nails/gateway';
import { preview } from 'vite';
// Not part of the gateway package's public surface; server.ts opens it the same way.
import { loadEventStoreConfig, openEventStore } from '../../../../gateway/src/state/open-event-store.ts';

const varDir = await mkdtemp(path.join(tmpdir(), 'nails-e2e-shop-'));
const env = {
  ...process.env,
  VAR_DIR: varDir,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  APP_MODE: 'development',
};
const content = await startContent({ host: '127.0.0.1', port: 0, env });
// The gateway's port is picked first, so commerce writes its mail and download links under the
// shop's public origin (PUBLIC_URL: in development the gateway's own), as `npm start` does.
const gatewayPort = await new Promise<number>((resolve, reject) => {
  const probe = createServer();
  probe.once('error', reject);
  probe.listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as AddressInfo;
    probe.close(() => resolve(port));
  });
});
const publicUrl = `http://127.0.0.1:${gatewayPort}`;
// Webhooks are not what this suite checks.
const commerceEnv = {
  ...env,
  COMMERCE_WEBHOOK_URLS: 'http://127.0.0.1:9/webhooks/commerce',
  COMMERCE_STOREFRONT_URL: publicUrl,
  COMMERCE_DOWNLOADS_URL: `${publicUrl}/downloads`,
};
let commerce = await startCommerce({ host: '127.0.0.1', port: 0, env: commerceEnv });
const commercePort = Number(new URL(commerce.url).port);
const gatewayEnv = {
  ...env,
  PORT: '0',
  COMMERCE_GRAPHQL_URL: `${commerce.url}/graphql`,
  CONTENT_API_URL: content.url,
};
const events = await openEventStore({ ...loadEventStoreConfig(gatewayEnv), outbox: { enabled: false } });
// SHOP_STACK_LOG_FILE: the gateway's log (info and above) in that file, to read what a failed journey did.
const logFile = process.env.SHOP_STACK_LOG_FILE;
const gateway = await buildApp(
  loadGatewayConfig(gatewayEnv),
  { logger: logFile ? { level: 'info', file: `${logFile}.${process.pid}` } : false },
  { events },
);
const gatewayUrl = await gateway.listen({ host: '127.0.0.1', port: gatewayPort });

// The storefront: served by the gateway when it serves web/dist, else a Vite preview proxying to it.
const html = await fetch(`${gatewayUrl}/`)
  .then((response) => response.text())
  .catch(() => '');
let url = gatewayUrl;
let closeFront = async () => {};
if (!html.includes('id="root"')) {
  const proxy = Object.fromEntries(
    ['/graphql', '/_ipx', '/media', '/builds', '/webhooks'].map((prefix) => [prefix, gatewayUrl]),
  );
  const server = await preview({
    root: path.join(repoRoot, 'web'),
    configFile: false,
    logLevel: 'warn',
    preview: { host: '127.0.0.1', port: 0, proxy },
  });
  url = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
  closeFront = () => server.close();
}

const urls = { url, gatewayUrl, commerceUrl: commerce.url, varDir };
console.log(
  process.argv.includes('--json')
    ? JSON.stringify(urls)
    : Object.entries(urls)
        .map(([name, value]) => `${name} ${value}`)
        .join('\n'),
);

async function stop(): Promise<void> {
  await closeFront();
  // The browser's keep-alive connections close once answered, not after 72 s (platform's closeServer).
  await closeServer(gateway);
  await events.close();
  await commerce.close();
  await content.close();
  await rm(varDir, { recursive: true, force: true });
  process.exit(0);
}
// SIGUSR2: commerce restarts on its port with a new JWT secret, so every upstream session token the
// gateway holds turns invalid: a forced upstream session loss.
process.on('SIGUSR2', () => {
  void (async () => {
    await commerce.close();
    commerce = await startCommerce({
      host: '127.0.0.1',
      port: commercePort,
      env: { ...commerceEnv, COMMERCE_JWT_SECRET: randomBytes(32).toString('hex') },
    });
    console.log(JSON.stringify({ restarted: commerce.url }));
  })();
});
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
