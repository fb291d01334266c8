import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions, LightMyRequestResponse } from 'fastify';
import { startCommerce } from '@nails/commerce';
import { startContent } from '@nails/content';
import { buildApp, type GatewayServices } from '../../src/app.ts';
import { loadGatewayConfig } from '../../src/config.ts';

export interface Stack {
  gateway: FastifyInstance;
  varDir: string;
  commerceUrl: string;
  contentUrl: string;
  stopCommerce(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The real embedded upstreams on port 0 with a throw-away VAR_DIR (shared, so they agree on the
 * generated secrets), and a gateway in memory in front of them.
 */
export async function startStack(
  env: NodeJS.ProcessEnv = {},
  services: GatewayServices = {},
  /** Fastify's options: a test reading the gateway's log lines passes its own logger. */
  options: FastifyServerOptions = { logger: false },
): Promise<Stack> {
  const varDir = mkdtempSync(path.join(tmpdir(), 'gw-stack-'));
  const upstreamEnv = { VAR_DIR: varDir, LOG_LEVEL: 'warn', COMMERCE_WEBHOOK_URLS: '' };
  const content = await startContent({ host: '127.0.0.1', port: 0, env: upstreamEnv });
  const commerce = await startCommerce({ host: '127.0.0.1', port: 0, env: upstreamEnv });
  const config = loadGatewayConfig({
    VAR_DIR: varDir,
    COMMERCE_GRAPHQL_URL: `${commerce.url}/graphql`,
    CONTENT_API_URL: content.url,
    PERSISTED_QUERIES_FILE: path.join(varDir, 'persisted-queries.json'),
    WEB_DIST_DIR: path.join(varDir, 'web-dist'),
    ...env,
  });
  const gateway = await buildApp(config, options, services);
  let commerceRunning = true;
  return {
    gateway,
    varDir,
    commerceUrl: commerce.url,
    contentUrl: content.url,
    async stopCommerce() {
      commerceRunning = false;
      await commerce.close();
    },
    async close() {
      await gateway.close();
      if (commerceRunning) await commerce.close();
      await content.close();
      rmSync(varDir, { recursive: true, force: true });
    },
  };
}

/** A browser: keeps the cookies the gateway sets and sends them back, posts JSON like Relay. */
export class Browser {
  readonly cookies = new Map<string, string>();
  readonly bodies: string[] = [];

  constructor(
    private readonly app: FastifyInstance,
    /** The address her requests come from (per-IP limits count by it); light-my-request's default else. */
    private readonly remoteAddress?: string,
  ) {}

  async graphql<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<{
    data: T;
    errors?: { message: string; extensions: { code: string } & Record<string, unknown> }[];
    response: LightMyRequestResponse;
  }> {
    const response = await this.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', cookie: this.cookieHeader() },
      payload: { query, variables },
      ...(this.remoteAddress ? { remoteAddress: this.remoteAddress } : {}),
    });
    this.bodies.push(response.body);
    for (const cookie of response.cookies as { name: string; value: string }[])
      this.cookies.set(cookie.name, cookie.value);
    const body = response.json() as { data: T; errors?: { message: string; extensions: { code: string } }[] };
    return { ...body, response };
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** The first simple product in stock, as a shopper finds it on the listing. */
export async function inStockSimpleProduct(shopper: Browser): Promise<{ databaseId: number }> {
  const listing = await shopper.graphql<{
    catalogue: { products: { __typename: string; databaseId: number; stockStatus: string }[] };
  }>(
    'query { catalogue(perPage: 100) { products { __typename databaseId ... on InventoriedProduct { stockStatus } } } }',
  );
  return listing.data.catalogue.products.find(
    (candidate) => candidate.__typename === 'SimpleProduct' && candidate.stockStatus === 'IN_STOCK',
  )!;
}
