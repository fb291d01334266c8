import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offlineGateway, postGraphQL } from '../support/offline-gateway.ts';

const settings = (count: number) =>
  `{ ${Array.from({ length: count }, (_, i) => `s${i}: storeSettings { currency productsPerPage }`).join(' ')} }`;

describe('the response ceiling (GRAPHQL_MAX_RESPONSE_BYTES)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await offlineGateway({ GRAPHQL_MAX_RESPONSE_BYTES: '600' });
  });
  afterAll(async () => app.close());

  it('refuses a bigger answer with RESPONSE_TOO_LARGE and never caches it', async () => {
    const query = settings(20);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await postGraphQL(app, { query });
      expect(response.statusCode).toBe(413);
      expect(response.headers['x-cache']).toBeUndefined();
      expect(response.json()).toEqual({
        data: null,
        errors: [
          {
            message: expect.stringMatching(/too large/),
            extensions: { code: 'RESPONSE_TOO_LARGE', limit: 600 },
          },
        ],
      });
    }
  });

  it('answers and caches what fits', async () => {
    const query = settings(2);
    const first = await postGraphQL(app, { query });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ data: { s0: { currency: 'EUR' } } });
    const second = await postGraphQL(app, { query });
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
  });
});
