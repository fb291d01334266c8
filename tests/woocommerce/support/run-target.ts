// One storefront for the real-WooCommerce suite, started as a child process by startTarget() (inside
// Vitest the gateway's graphql would load twice and refuse its types; tests/e2e/support/stack.ts).
// The gateway listens on GATEWAY_PORT (chosen first, so WooCommerce's webhooks can name it) and
// calls TARGET_COMMERCE_GRAPHQL_URL when set, the embedded commerce back end otherwise, as
// `npm start` does with COMMERCE_GRAPHQL_URL. A second instance of the same shop (scale-out)
// gets TARGET_VAR_DIR (the first's folder: the same generated secrets), TARGET_CONTENT_API_URL
// and the first's commerce URL, with REDIS_URL and EVENT_STORE_URL shared through the environment.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { closeServer } from '@nails/platform';
import { startCommerce } from '@nails/commerce';
import { startContent } from '@nails/content';
import { buildApp, loadGatewayConfig } from '@nails/gateway';
// Not part of the gateway package's public surface; server.ts opens it the same way.
import { loadEventStoreConfig, openEventStore } from '../../../gateway/src/state/open-event-store.ts';

const gatewayPort = Number(process.env.GATEWAY_PORT);
const publicUrl = `http://127.0.0.1:${gatewayPort}`;
const sharedVarDir = process.env.TARGET_VAR_DIR;
const varDir = sharedVarDir ?? (await mkdtemp(path.join(tmpdir(), 'nails-woo-')));
const env = {
  ...process.env,
  VAR_DIR: varDir,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  APP_MODE: 'development',
};
const givenContent = process.env.TARGET_CONTENT_API_URL;
const content = givenContent ? undefined : await startContent({ host: '127.0.0.1', port: 0, env });
const external = process.env.TARGET_COMMERCE_GRAPHQL_URL;
const commerce = external
  ? undefined
  : await startCommerce({
      host: '127.0.0.1',
      port: 0,
      env: {
        ...env,
        COMMERCE_WEBHOOK_URLS: `${publicUrl}/webhooks/commerce`,
        COMMERCE_STOREFRONT_URL: publicUrl,
        COMMERCE_DOWNLOADS_URL: `${publicUrl}/downloads`,
      },
    });
const gatewayEnv = {
  ...env,
  PORT: String(gatewayPort),
  COMMERCE_GRAPHQL_URL: external ?? `${commerce!.url}/graphql`,
  CONTENT_API_URL: givenContent ?? content!.url,
};
const events = await openEventStore({ ...loadEventStoreConfig(gatewayEnv), outbox: { enabled: false } });
const gateway = await buildApp(loadGatewayConfig(gatewayEnv), { logger: false }, { events });
await gateway.listen({ host: '127.0.0.1', port: gatewayPort });
console.log(
  JSON.stringify({
    url: publicUrl,
    commerceGraphqlUrl: gatewayEnv.COMMERCE_GRAPHQL_URL,
    commerceUrl: commerce?.url ?? null,
    contentUrl: gatewayEnv.CONTENT_API_URL,
    varDir,
  }),
);

async function stop(): Promise<void> {
  await closeServer(gateway);
  await events.close();
  await commerce?.close();
  await content?.close();
  if (!sharedVarDir) await rm(varDir, { recursive: true, force: true });
  process.exit(0);
}
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
