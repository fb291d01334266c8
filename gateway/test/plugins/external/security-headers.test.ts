import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offlineGateway } from '../../support/offline-gateway.ts';

/** Every answer of the gateway carries the security headers, refusals and unknown paths too. */
describe('security headers on every answer', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await offlineGateway();
  });
  afterAll(async () => app.close());

  const expectSecurityHeaders = (headers: Record<string, unknown>) => {
    expect(String(headers['content-security-policy'])).toMatch(/script-src 'self' https:\/\/js.stripe.com/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['strict-transport-security']).toMatch(/max-age=/);
    expect(headers['cross-origin-resource-policy']).toBe('same-site');
  };

  it('on an unknown path', async () => {
    const response = await app.inject({ method: 'GET', url: '/no-such-file.txt' });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expectSecurityHeaders(response.headers);
  });

  it('on a GraphQL request refused before it runs (CSRF) and on malformed JSON', async () => {
    const csrf = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'text/plain' },
      payload: '{"query":"{ __typename }"}',
    });
    expect(csrf.statusCode).toBeGreaterThanOrEqual(400);
    expectSecurityHeaders(csrf.headers);
    const malformed = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: '{"query":',
    });
    expect(malformed.statusCode).toBe(400);
    expectSecurityHeaders(malformed.headers);
  });

  it('on a GraphQL answer', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: '{ __typename }' },
    });
    expectSecurityHeaders(response.headers);
  });
});
