import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { printGatewaySchema, printedSchemaFile } from '../../src/schema/print.ts';

describe('schema/gateway.graphql', () => {
  it('is the schema the gateway serves (run `npm run print-schema -w gateway` when this fails)', () => {
    expect(readFileSync(printedSchemaFile, 'utf8')).toBe(printGatewaySchema());
  });

  it('offers the browser no upstream token field', () => {
    const printed = printGatewaySchema();
    for (const field of ['authToken', 'refreshToken', 'sessionToken', 'wooSessionToken']) {
      expect(printed).not.toMatch(new RegExp(`^\\s+${field}(\\(.*\\))?: `, 'm'));
    }
    expect(printed).toMatch(/^\s+clientSecret: String$/m); // Stripe.js needs it
  });
});
