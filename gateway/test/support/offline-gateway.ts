import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp, type GatewayServices } from '../../src/app.ts';
import { loadGatewayConfig } from '../../src/config.ts';

/**
 * A gateway whose upstreams do not answer (port 9 refuses connections): enough for the edge
 * rules, which decide before any upstream call.
 */
export async function offlineGateway(
  env: NodeJS.ProcessEnv = {},
  persisted: Record<string, string> = {},
  services: GatewayServices = {},
  serverOptions: FastifyServerOptions = {},
): Promise<FastifyInstance> {
  const varDir = mkdtempSync(path.join(tmpdir(), 'gw-edge-'));
  const persistedFile = path.join(varDir, 'persisted-queries.json');
  writeFileSync(persistedFile, JSON.stringify(persisted));
  const config = loadGatewayConfig({
    VAR_DIR: varDir,
    COMMERCE_GRAPHQL_URL: 'http://127.0.0.1:9/graphql',
    CONTENT_API_URL: 'http://127.0.0.1:9',
    COMMERCE_TIMEOUT_MS: '500',
    TRUST_PROXY: '1', // tests stand for several shoppers with X-Forwarded-For
    PERSISTED_QUERIES_FILE: persistedFile,
    WEB_DIST_DIR: path.join(varDir, 'dist'),
    ...env,
  });
  return buildApp(config, { logger: false, ...serverOptions }, services);
}

export const productionSecrets = {
  APP_MODE: 'production',
  CONTENT_API_TOKEN: 'content-token-for-tests-0123456789',
  COMMERCE_WEBHOOK_SECRET: 'webhook-secret-for-tests-0123456789',
  COOKIE_SECRET: 'cookie-secret-for-tests-0123456789abc',
  PUBLIC_URL: 'https://shop.example',
  // Production serves /metrics only on its own listener (port 0: any free port).
  METRICS_PORT: '0',
};

export const postGraphQL = (app: FastifyInstance, body: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
