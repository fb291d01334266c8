import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCommerce, type TestCommerce } from '../support/catalogue/harness.ts';

let commerce: TestCommerce;
beforeAll(async () => {
  commerce = await startTestCommerce();
});
afterAll(async () => {
  await commerce?.close();
});

// Behaviour §7 transport: POST with operationName, GET for queries, batches; errors come as HTTP 200.
describe('transport', () => {
  it('answers health, GET queries and batched POSTs', async () => {
    expect(await (await fetch(`${commerce.url}/healthz`)).json()).toEqual({
      status: 'ok',
      service: 'commerce',
    });
    const get = await fetch(`${commerce.url}/graphql?query=${encodeURIComponent('{ allowedCountries }')}`);
    expect(get.status).toBe(200);
    expect(((await get.json()) as { data: { allowedCountries: string[] } }).data.allowedCountries).toContain(
      'DE',
    );
    const batch = await fetch(`${commerce.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([
        { query: 'query a { allowedCountries }', operationName: 'a' },
        {
          query: 'query b($c: CountriesEnum!) { countryStates(country: $c) { code } }',
          variables: { c: 'CA' },
          operationName: 'b',
        },
      ]),
    });
    const answers = (await batch.json()) as { data: Record<string, unknown[]> }[];
    expect(answers).toHaveLength(2);
    expect(answers[1]?.data.countryStates).toContainEqual({ code: 'QC' });
  });

  it('refuses mutations over GET and answers bad documents with errors[] and HTTP 200', async () => {
    const mutation = await fetch(
      `${commerce.url}/graphql?query=${encodeURIComponent('mutation { logout(input: {}) { success } }')}`,
    );
    const refused = (await mutation.json()) as { data?: unknown; errors: { message: string }[] };
    expect(refused.data ?? null).toBeNull();
    expect(refused.errors[0]?.message).toMatch(/GET/);
    const bad = await fetch(`${commerce.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ product(id: "x", idType: SLUG) { nope } }' }),
    });
    expect(bad.status).toBe(200);
    const body = (await bad.json()) as { errors: { message: string }[] };
    expect(body.errors[0]?.message).toContain('Cannot query field "nope"');
  });
});
