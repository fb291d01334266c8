import type { FastifyInstance } from 'fastify';
import { GraphQLError } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import catalogue from '@nails/schema/error-codes.json' with { type: 'json' };
import { errorCodes } from '../src/errors.ts';
import { offlineGateway, postGraphQL } from './support/offline-gateway.ts';

/** A sample value for each extension a code may carry. */
const sample: Record<string, unknown> = {
  field: 'input.shipping.city',
  argument: 'filter',
  entry: 'colour[red]',
  reason: 'SUBSCRIPTION_FAILED',
  retryAfter: 42,
  limit: 'cost',
  upstream: 'commerce',
  amount: '€20.00',
  remaining: '13',
};

interface Answer {
  data: unknown;
  errors: { message: string; extensions: Record<string, unknown> }[];
}

describe('the error catalogue (schema/error-codes.json)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // A field that raises any code the way the gateway's and the events module's resolvers do.
    app = await offlineGateway(
      {},
      {},
      {
        extensions: [
          {
            typeDefs: 'extend type Query { raiseCatalogued(code: String!): Boolean }',
            resolvers: {
              Query: {
                raiseCatalogued: (_: unknown, { code }: { code: keyof typeof catalogue }) => {
                  const entry = catalogue[code];
                  const extensions = Object.fromEntries(entry.extensions.map((key) => [key, sample[key]]));
                  throw new GraphQLError(`${entry.message} (${code})`, {
                    extensions: { code, ...extensions, stack: 'at secret.ts:1' },
                  });
                },
              },
            },
          },
        ],
      },
    );
  });
  afterAll(async () => app.close());

  it('lists every code the gateway and the events module raise, with a status and a message', () => {
    for (const code of [
      'IDEMPOTENCY_KEY_REUSED',
      'CHECKOUT_IN_PROGRESS',
      'SUBSCRIPTION_FAILED',
      'CONFLICT',
      'RESPONSE_TOO_LARGE',
      'NOT_FOUND',
      'BAD_REQUEST',
      'RATE_LIMITED',
      'QUERY_TOO_COMPLEX',
      'UPSTREAM_UNAVAILABLE',
      'SESSION_INVALID',
    ])
      expect(errorCodes).toContain(code);
    for (const code of errorCodes) {
      const entry = catalogue[code];
      expect(entry.status, code).toBeGreaterThanOrEqual(400);
      expect(entry.message.length, code).toBeGreaterThan(0);
    }
  });

  it.each(errorCodes.filter((code) => code !== 'INTERNAL_SERVER_ERROR'))(
    '%s reaches the browser unchanged, with its extensions',
    async (code) => {
      const response = await postGraphQL(app, {
        query: 'query($code: String!) { raiseCatalogued(code: $code) }',
        variables: { code },
      });
      const { errors } = response.json() as Answer;
      const entry = catalogue[code];
      expect(errors).toHaveLength(1);
      expect(errors[0]!.message).toBe(`${entry.message} (${code})`);
      expect(errors[0]!.extensions).toEqual({
        code,
        ...Object.fromEntries(entry.extensions.map((key) => [key, sample[key]])),
      });
      expect(response.body).not.toContain('secret.ts');
    },
  );

  it('answers a crash as INTERNAL_SERVER_ERROR with the catalogue message', async () => {
    const response = await postGraphQL(app, { query: '{ cart { isEmpty } }' });
    const { errors } = response.json() as Answer;
    expect(errors[0]!.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(errors[0]!.message).toBe(catalogue.UPSTREAM_UNAVAILABLE.message);
  });
});
