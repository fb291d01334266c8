/**
 * `APP_MODE=production` as an operator runs it: content, commerce and the gateway as real
 * processes on random ports with strong secrets. No demo account, no introspection at the gateway
 * or at commerce, `/metrics` only on METRICS_PORT; and each service refuses to start on a weak,
 * generated or default secret, naming the setting.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectRefusedStart,
  freePort,
  startService,
  type RunningService,
  type ServiceName,
} from './processes.ts';

const strong = () => randomBytes(32).toString('base64url');
const demo = { username: 'demo', password: 'demo-nails-2026' };
// The storefront's persisted login operation, found by what it does rather than by a hash that
// changes whenever the document or its name does.
const persistedMap = JSON.parse(
  readFileSync(new URL('../../web/src/__generated__/persisted-queries.json', import.meta.url), 'utf8'),
) as Record<string, string>;
const [persistedLogin, loginDocument] =
  Object.entries(persistedMap).find(([, document]) =>
    /^mutation \w+\([^)]*\)\s*\{\s*login\(/.test(document),
  ) ?? [];
const loginOperationName = /^mutation (\w+)/.exec(loginDocument ?? '')?.[1];

interface GraphQLAnswer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

const postJson = async (url: string, body: unknown): Promise<{ status: number; json: GraphQLAnswer }> => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as GraphQLAnswer };
};

describe('APP_MODE=production', () => {
  const varDir = mkdtempSync(path.join(tmpdir(), 'nails-production-'));
  const secrets = {
    CONTENT_API_TOKEN: strong(),
    CONTENT_READ_ONLY_TOKEN: strong(),
    CONTENT_JWT_SECRET: strong(),
    COMMERCE_JWT_SECRET: strong(),
    COMMERCE_WEBHOOK_SECRET: strong(),
    COOKIE_SECRET: strong(),
    TOKEN_ENCRYPTION_KEY: strong(),
  };
  const running: RunningService[] = [];
  let env: Record<ServiceName, Record<string, string>>;
  let gatewayUrl = '';
  let commerceUrl = '';
  let metricsUrl = '';
  let upstreamPorts: string[] = [];
  const publicUrl = 'https://shop.example';

  beforeAll(async () => {
    const [contentPort, commercePort, gatewayPort, metricsPort] = await Promise.all([
      freePort(),
      freePort(),
      freePort(),
      freePort(),
    ]);
    const contentUrl = `http://127.0.0.1:${contentPort}`;
    commerceUrl = `http://127.0.0.1:${commercePort}`;
    gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
    metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
    upstreamPorts = [String(contentPort), String(commercePort)];
    const shared = { APP_MODE: 'production', VAR_DIR: varDir };
    env = {
      content: {
        ...shared,
        CONTENT_HOST: '127.0.0.1',
        CONTENT_PORT: String(contentPort),
        CONTENT_API_TOKEN: secrets.CONTENT_API_TOKEN,
        CONTENT_READ_ONLY_TOKEN: secrets.CONTENT_READ_ONLY_TOKEN,
        CONTENT_JWT_SECRET: secrets.CONTENT_JWT_SECRET,
      },
      commerce: {
        ...shared,
        COMMERCE_HOST: '127.0.0.1',
        COMMERCE_PORT: String(commercePort),
        COMMERCE_PRERENDER_IMAGES: 'off',
        COMMERCE_JWT_SECRET: secrets.COMMERCE_JWT_SECRET,
        COMMERCE_WEBHOOK_SECRET: secrets.COMMERCE_WEBHOOK_SECRET,
        COMMERCE_WEBHOOK_URLS: `${gatewayUrl}/webhooks/commerce`,
      },
      gateway: {
        ...shared,
        HOST: '127.0.0.1',
        PORT: String(gatewayPort),
        // The shop's public origin is never a back end's (or this machine's) address.
        PUBLIC_URL: publicUrl,
        METRICS_HOST: '127.0.0.1',
        METRICS_PORT: String(metricsPort),
        COMMERCE_GRAPHQL_URL: `${commerceUrl}/graphql`,
        CONTENT_API_URL: contentUrl,
        CONTENT_API_TOKEN: secrets.CONTENT_API_TOKEN,
        COMMERCE_WEBHOOK_SECRET: secrets.COMMERCE_WEBHOOK_SECRET,
        COOKIE_SECRET: secrets.COOKIE_SECRET,
        TOKEN_ENCRYPTION_KEY: secrets.TOKEN_ENCRYPTION_KEY,
      },
    };
    running.push(await startService('content', contentUrl, env.content));
    running.push(await startService('commerce', commerceUrl, env.commerce));
    running.push(await startService('gateway', gatewayUrl, env.gateway));
  }, 300_000);

  afterAll(async () => {
    for (const service of running.reverse()) await service.stop();
    rmSync(varDir, { recursive: true, force: true });
  }, 60_000);

  describe('a running shop', () => {
    it('has no demo account: the demo login fails at commerce and through the gateway', async () => {
      expect(persistedLogin, 'the storefront persists a login mutation').toBeDefined();
      const atCommerce = await postJson(`${commerceUrl}/graphql`, {
        query: `mutation { login(input: { provider: PASSWORD, credentials: { username: "${demo.username}", password: "${demo.password}" } }) { authToken user { username } } }`,
      });
      expect(atCommerce.json.data?.login ?? null).toBeNull();
      expect(atCommerce.json.errors?.length).toBeGreaterThan(0);

      const login = (username: string, password: string) =>
        postJson(`${gatewayUrl}/graphql`, {
          documentId: persistedLogin,
          operationName: loginOperationName,
          variables: { input: { provider: 'PASSWORD', credentials: { username, password } } },
        });
      const demoLogin = await login(demo.username, demo.password);
      expect(demoLogin.json.data?.login ?? null).toBeNull();
      expect(demoLogin.json.errors?.[0]?.extensions?.code).toBeDefined();

      // The same path signs in an account that does exist, so the refusal above is the demo's.
      const customer = { username: `shopper${Date.now()}`, password: strong() };
      const registered = await postJson(`${commerceUrl}/graphql`, {
        query: `mutation($input: RegisterCustomerInput!) { registerCustomer(input: $input) { customer { databaseId } } }`,
        variables: { input: { ...customer, email: `${customer.username}@example.com` } },
      });
      expect(registered.json.errors).toBeUndefined();
      const realLogin = await login(customer.username, customer.password);
      expect(realLogin.json.errors).toBeUndefined();
      expect(realLogin.json.data?.login).toMatchObject({ user: { username: customer.username } });
    });

    it('refuses introspection at the gateway and at commerce', async () => {
      const introspection = { query: '{ __schema { queryType { name } types { name } } }' };
      const atGateway = await postJson(`${gatewayUrl}/graphql`, introspection);
      expect(atGateway.json.data?.__schema).toBeUndefined();
      expect(atGateway.json.errors?.length).toBeGreaterThan(0);
      expect(JSON.stringify(atGateway.json)).not.toContain('"Query"');

      const atCommerce = await postJson(`${commerceUrl}/graphql`, introspection);
      expect(atCommerce.json.data?.__schema).toBeUndefined();
      expect(atCommerce.json.errors?.[0]?.message).toMatch(/introspection/i);
      // Commerce still answers the gateway's ordinary queries.
      const products = await postJson(`${commerceUrl}/graphql`, {
        query: '{ products(first: 1) { nodes { name } } }',
      });
      expect(products.json.errors).toBeUndefined();
      expect((products.json.data?.products as { nodes: unknown[] }).nodes).toHaveLength(1);
    });

    it('names no internal address on a product page or the listing; their images load by path', async () => {
      const sitemap = await (await fetch(`${gatewayUrl}/sitemap.xml`)).text();
      const product = new RegExp(`<loc>${publicUrl}(/product/[^<]+)</loc>`).exec(sitemap)?.[1];
      expect(product).toBeTruthy();
      const images = new Set<string>();
      for (const page of [product!, '/products']) {
        const response = await fetch(`${gatewayUrl}${page}`, { headers: { accept: 'text/html' } });
        expect(response.status, page).toBe(200);
        // A read starts no session.
        expect(response.headers.get('set-cookie'), page).toBeNull();
        const html = await response.text();
        expect(html, page).toContain('property="og:title"');
        if (page === product)
          expect(html).toMatch(/property="og:image" content="https:\/\/shop\.example\/_ipx\//);
        expect(html, page).not.toContain('127.0.0.1');
        expect(html, page).not.toContain('localhost');
        for (const port of upstreamPorts) expect(html, page).not.toMatch(new RegExp(`:${port}\\b`));
        for (const match of html.matchAll(/\/_ipx\/[^"'\s>]+/g)) images.add(match[0].replace(/&amp;/g, '&'));
      }
      // A product photo (commerce) and the logo (content), each by its path.
      for (const source of ['commerce', 'content']) {
        const image = [...images].find((url) => url.split('/')[3] === source);
        expect(image, source).toBeTruthy();
        const served = await fetch(`${gatewayUrl}${image}`);
        expect(served.status, image).toBe(200);
        expect(served.headers.get('content-type'), image).toMatch(/^image\//);
      }
    });

    it('serves /metrics on METRICS_PORT only, never on the public port', async () => {
      const publicMetrics = await fetch(`${gatewayUrl}/metrics`);
      const publicBody = await publicMetrics.text();
      expect(publicMetrics.status).toBe(404);
      expect(publicBody).not.toContain('gateway_http_requests_total');

      const scraped = await fetch(metricsUrl);
      expect(scraped.status).toBe(200);
      expect(await scraped.text()).toContain('gateway_http_requests_total');
    });
  });

  describe('weak, generated or default secrets stop each service, naming the setting', () => {
    /** The development secrets the services generated into VAR_DIR/secrets.json. */
    const generated = () =>
      JSON.parse(readFileSync(path.join(varDir, 'secrets.json'), 'utf8')) as Record<string, string>;
    const unset = (values: Record<string, string>, name: string) =>
      Object.fromEntries(Object.entries(values).filter(([key]) => key !== name));

    type Change = (values: Record<string, string>) => Record<string, string>;
    const cases: [ServiceName, string, string, Change][] = [
      [
        'content',
        'CONTENT_API_TOKEN',
        'under 32 characters',
        (v) => ({ ...v, CONTENT_API_TOKEN: 'short-token-123' }),
      ],
      [
        'content',
        'CONTENT_JWT_SECRET',
        'one character repeated',
        (v) => ({ ...v, CONTENT_JWT_SECRET: 'a'.repeat(48) }),
      ],
      [
        'content',
        'CONTENT_READ_ONLY_TOKEN',
        'generated into var/secrets.json',
        (v) => ({ ...v, CONTENT_READ_ONLY_TOKEN: generated().contentReadOnlyToken! }),
      ],
      ['content', 'CONTENT_API_TOKEN', 'unset (the generated default)', (v) => unset(v, 'CONTENT_API_TOKEN')],
      [
        'commerce',
        'COMMERCE_JWT_SECRET',
        'generated into var/secrets.json',
        (v) => ({ ...v, COMMERCE_JWT_SECRET: generated().commerceJwtSecret! }),
      ],
      [
        'commerce',
        'COMMERCE_JWT_SECRET',
        'unset (the generated default)',
        (v) => unset(v, 'COMMERCE_JWT_SECRET'),
      ],
      [
        'commerce',
        'COMMERCE_WEBHOOK_SECRET',
        'one character repeated',
        (v) => ({ ...v, COMMERCE_WEBHOOK_SECRET: 'b'.repeat(40) }),
      ],
      // The value the attack used for every gateway secret.
      [
        'gateway',
        'COOKIE_SECRET',
        '24 times "a"',
        (v) => ({ ...v, COOKIE_SECRET: 'aaaaaaaaaaaaaaaaaaaaaaaa' }),
      ],
      ['gateway', 'COOKIE_SECRET', 'unset (the generated default)', (v) => unset(v, 'COOKIE_SECRET')],
      [
        'gateway',
        'CONTENT_API_TOKEN',
        'generated into var/secrets.json',
        (v) => ({ ...v, CONTENT_API_TOKEN: generated().contentApiToken! }),
      ],
      [
        'gateway',
        'COMMERCE_WEBHOOK_SECRET',
        'a default from the docs',
        (v) => ({ ...v, COMMERCE_WEBHOOK_SECRET: 'replace-with-32-or-more-random-characters' }),
      ],
      [
        'commerce',
        'COMMERCE_JWT_SECRET',
        'the demo password',
        (v) => ({ ...v, COMMERCE_JWT_SECRET: 'demo-nails-2026' }),
      ],
      ['gateway', 'METRICS_PORT', 'unset (/metrics would be public)', (v) => unset(v, 'METRICS_PORT')],
    ];

    it.each(cases)(
      '%s refuses %s: %s',
      async (service, setting, _how, change) => {
        const refused = await expectRefusedStart(service, change(env[service]));
        expect(refused.code).not.toBe(0);
        expect(refused.code).not.toBeNull();
        expect(refused.output).toContain(setting);
        expect(refused.output).toMatch(/invalid configuration/);
        // The message names the setting, never a secret's value.
        for (const value of Object.values(secrets)) expect(refused.output).not.toContain(value);
      },
      90_000,
    );
  });
});
