/**
 * graphql-js suggests the nearest name of a misspelt field or enum value ("Did you mean …?"):
 * handy in development, a reading of the schema in production, where it is left out.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offlineGateway, postGraphQL, productionSecrets } from '../support/offline-gateway.ts';

const persisted = {
  misspeltField: 'query MisspeltField { storeSetings { currency } }',
  enumVariable: 'query EnumVariable($t: ProductIdTypeEnum) { product(id: "x", idType: $t) { name } }',
};

const messagesOf = async (app: FastifyInstance, body: Record<string, unknown>) => {
  const response = await postGraphQL(app, body);
  return (response.json() as { errors?: { message: string }[] }).errors?.map((error) => error.message) ?? [];
};

describe.each([
  ['production', productionSecrets, false],
  ['development', {}, true],
] as const)('GraphQL suggestions in %s', (_mode, env, suggests) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await offlineGateway(env, persisted);
  });
  afterAll(async () => app?.close());

  it(suggests ? 'names the nearest field and enum value' : 'names no other field or enum value', async () => {
    const field = await messagesOf(app, { documentId: 'misspeltField', operationName: 'MisspeltField' });
    const value = await messagesOf(app, {
      documentId: 'enumVariable',
      operationName: 'EnumVariable',
      variables: { t: 'SLGU' },
    });
    expect(field.join(' ')).toMatch(/storeSetings/);
    expect(value.join(' ')).toMatch(/SLGU/);
    for (const message of [...field, ...value]) {
      if (suggests) expect(message).toMatch(/Did you mean/);
      else expect(message).not.toMatch(/Did you mean|storeSettings|"SLUG"/);
    }
  });
});
