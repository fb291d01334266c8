import { existsSync, readFileSync } from 'node:fs';
import { buildSchema, parse, validate } from 'graphql';
import { realWooGraphqlSchemaFile } from '@nails/tests/support/woocommerce';
import { describe, expect, it } from 'vitest';
import { documentProblems } from '../../src/commands/check-documents.ts';
import { registeredDocuments } from '../../src/commands/commerce-document.ts';
import '../../src/privacy/commerce-personal-data.ts';

const realSchemaFile = realWooGraphqlSchemaFile() ?? '';
const required = /^(1|true|yes)$/i.test(process.env.REQUIRE_SERVICES ?? '');
const exportDocument = (name: string) => registeredDocuments().find((document) => document.name === name)!;

/** The export's commerce reads ask only what the real back end answers (schema README "The real dialect is the reference"). */
describe.each(['MyDataCustomer', 'MyDataReviews'])('the export document %s', (name) => {
  it('is valid against the commerce core schema', () => {
    expect(documentProblems([exportDocument(name)])).toEqual([]);
  });

  it.skipIf(!existsSync(realSchemaFile) && !required)('is valid against the real WooGraphQL schema', () => {
    const schema = buildSchema(readFileSync(realSchemaFile, 'utf8'), { assumeValidSDL: true });
    expect(validate(schema, parse(exportDocument(name).source)).map((error) => error.message)).toEqual([]);
  });
});
