import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadCommerceSdl } from '../../src/graphql/schema.ts';
import { operationsDir } from './harness.ts';

// Every spec §7 document the storefront sends must be valid in schema/commerce.graphql, the
// schema the gateway stitches: a field missing from the SDL would break the shop at runtime.
const schema = buildSchema(loadCommerceSdl());
const folders = [operationsDir];
const documents = folders.flatMap((folder) =>
  readdirSync(folder)
    .filter((file) => file.endsWith('.graphql'))
    .map((file) => ({ file, text: readFileSync(path.join(folder, file), 'utf8') })),
);

describe('operation documents', () => {
  it('include every catalogue call of spec §7', () => {
    const names = documents.map((document) => document.file.replace('.graphql', ''));
    for (const name of ['getCategoryWithChildren', 'getProductCategories', 'getProducts', 'getProduct', 'getStockStatus', 'getAllTerms', 'getAllowedCountries', 'getStates', 'WriteReview']) {
      expect(names).toContain(name);
    }
  });

  it.each(documents.map((document) => [document.file, document.text]))('%s is valid against schema/commerce.graphql', (_file, text) => {
    const errors = validate(schema, parse(text));
    expect(errors.map((error) => error.message)).toEqual([]);
  });
});
