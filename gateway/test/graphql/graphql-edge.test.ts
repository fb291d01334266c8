import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offlineGateway, postGraphQL, productionSecrets } from '../support/offline-gateway.ts';

const codeOf = (body: string) =>
  (JSON.parse(body) as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code;

describe('GraphQL edge rules (development mode)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await offlineGateway();
  });
  afterAll(async () => app.close());

  it('refuses a POST that is not JSON and has no preflight header (CSRF)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'text/plain' },
      payload: '{"query":"{ storeSettings { currency } }"}',
    });
    expect(response.statusCode).toBe(400);
    expect(codeOf(response.body)).toBe('CSRF_PREVENTED');
    expect(response.body).toMatch(/Cross-Site Request Forgery/);
  });

  it('refuses a GET query without a preflight header (CSRF), and runs it with one', async () => {
    const url = `/graphql?query=${encodeURIComponent('{ storeSettings { currency } }')}`;
    const bare = await app.inject({ method: 'GET', url });
    expect(bare.statusCode).toBe(400);
    expect(codeOf(bare.body)).toBe('CSRF_PREVENTED');
    const withHeader = await app.inject({
      method: 'GET',
      url,
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(withHeader.json()).toEqual({ data: { storeSettings: { currency: 'EUR' } } });
  });

  it('runs the query text a development build sends next to an unknown document id', async () => {
    const response = await postGraphQL(app, {
      documentId: 'not-in-the-map',
      query: '{ storeSettings { currency } }',
    });
    expect(response.json()).toEqual({ data: { storeSettings: { currency: 'EUR' } } });
  });

  it('answers JSON POSTs', async () => {
    const response = await postGraphQL(app, { query: '{ storeSettings { currency productsPerPage } }' });
    expect(response.json()).toEqual({ data: { storeSettings: { currency: 'EUR', productsPerPage: 24 } } });
  });

  it('refuses bodies over the limit with 413', async () => {
    const response = await postGraphQL(app, {
      query: `{ storeSettings { currency } } # ${'x'.repeat(120_000)}`,
    });
    expect(response.statusCode).toBe(413);
  });

  it('refuses queries that are too deep, too aliased or too costly', async () => {
    const deep = `{ products(first: 1) { nodes { ${'related(first: 1) { nodes { '.repeat(8)}name${' } }'.repeat(8)} } } }`;
    const deepResponse = await postGraphQL(app, { query: deep });
    expect(codeOf(deepResponse.body)).toBe('QUERY_TOO_COMPLEX');
    expect(deepResponse.body).toMatch(/depth/);
    const aliases = `{ ${Array.from({ length: 31 }, (_, i) => `a${i}: storeSettings { currency }`).join(' ')} }`;
    const aliasResponse = await postGraphQL(app, { query: aliases });
    expect(codeOf(aliasResponse.body)).toBe('QUERY_TOO_COMPLEX');
    expect(aliasResponse.body).toMatch(/aliases/);
    const costly = `{ products(first: 9999) { nodes { galleryImages(first: 20) { nodes { sourceUrl } } } } }`;
    const costResponse = await postGraphQL(app, { query: costly });
    expect(codeOf(costResponse.body)).toBe('QUERY_TOO_COMPLEX');
    expect(costResponse.body).toMatch(/cost/);
  });

  it('rate-limits sign-in attempts per account', async () => {
    const login = `mutation($u: String!) { login(input: { provider: PASSWORD, credentials: { username: $u, password: "x" } }) { user { id } } }`;
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 6; i += 1)
      codes.push(
        codeOf((await postGraphQL(app, { query: login, variables: { u: 'victim@example.com' } })).body),
      );
    expect(codes.slice(0, 5)).not.toContain('RATE_LIMITED');
    expect(codes[5]).toBe('RATE_LIMITED');
  });

  it('rate-limits password reset emails per IP across accounts', async () => {
    const reset = `mutation($u: String!) { sendPasswordResetEmail(input: { username: $u }) { success } }`;
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 6; i += 1) {
      codes.push(
        codeOf(
          (
            await postGraphQL(
              app,
              { query: reset, variables: { u: `user${i}@example.com` } },
              { 'x-forwarded-for': '203.0.113.9' },
            )
          ).body,
        ),
      );
    }
    expect(codes[5]).toBe('RATE_LIMITED');
  });

  it('falls back to the default logo, no banner and no newsletter texts when the content service is down (behaviour §8)', async () => {
    const response = await postGraphQL(app, {
      query:
        '{ siteGlobal { siteName logoUrl } topBanner { background links { text } } newsletterSettings { title } }',
    });
    expect(response.json()).toEqual({
      data: {
        siteGlobal: { siteName: 'Press-on nails', logoUrl: null },
        topBanner: { background: null, links: [] },
        newsletterSettings: { title: null },
      },
    });
  });

  it('maps a refused upstream to UPSTREAM_UNAVAILABLE without leaking its details', async () => {
    const response = await postGraphQL(app, { query: '{ cart { isEmpty } }' });
    expect(codeOf(response.body)).toBe('UPSTREAM_UNAVAILABLE');
    expect(response.body).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|stack/);
  });
});

describe('GraphQL edge rules (production mode)', () => {
  let app: FastifyInstance;
  const known = 'storeQuery1';
  beforeAll(async () => {
    app = await offlineGateway(productionSecrets, {
      [known]: 'query StoreQuery { storeSettings { currency } }',
      introspect: 'query Introspect { __schema { types { name } } }',
    });
  });
  afterAll(async () => app.close());

  it('runs persisted operations by id', async () => {
    const response = await postGraphQL(app, {
      documentId: known,
      operationName: 'StoreQuery',
      variables: {},
    });
    expect(response.json()).toEqual({ data: { storeSettings: { currency: 'EUR' } } });
  });

  it('refuses query text and unknown ids', async () => {
    const text = await postGraphQL(app, { query: '{ storeSettings { currency } }' });
    expect(codeOf(text.body)).toBe('PERSISTED_QUERY_NOT_FOUND');
    const unknown = await postGraphQL(app, { documentId: 'nope' });
    expect(codeOf(unknown.body)).toBe('PERSISTED_QUERY_NOT_FOUND');
  });

  it('refuses introspection even as a persisted operation', async () => {
    const response = await postGraphQL(app, { documentId: 'introspect' });
    expect(codeOf(response.body)).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(response.body).toMatch(/introspection/i);
  });

  it('has no GraphiQL', async () => {
    const response = await app.inject({ method: 'GET', url: '/graphiql' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toMatch(/graphiql/i);
  });
});
