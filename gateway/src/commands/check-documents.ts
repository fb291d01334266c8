import { readFileSync } from 'node:fs';
import { buildSchema, parse, validate, type GraphQLSchema } from 'graphql';
import { capabilityFile, commerceCapabilities } from '@nails/schema/commerce-capabilities.ts';
import { commerceCoreSdl } from '../schema/schema-files.ts';
import type { RegisteredDocument } from './commerce-document.ts';

/**
 * The problems of each command document against the commerce schema it may assume: the real
 * WooGraphQL core (`schema/commerce.graphql`), plus the extension of the one capability the
 * document names. A document asking a field only a capability has, without naming it, fails.
 */
export function documentProblems(documents: readonly RegisteredDocument[]): string[] {
  const schemas = new Map<string | undefined, GraphQLSchema>();
  const schemaFor = (capability: string | undefined) => {
    if (!schemas.has(capability)) {
      const extension = capability ? readFileSync(capabilityFile(capabilityNamed(capability)), 'utf8') : '';
      schemas.set(capability, buildSchema(`${commerceCoreSdl()}\n${extension}`));
    }
    return schemas.get(capability)!;
  };
  return documents.flatMap((document) =>
    validate(schemaFor(document.capability), parse(document.source)).map(
      (error) => `${document.name}: ${error.message}`,
    ),
  );
}

function capabilityNamed(id: string) {
  const capability = commerceCapabilities.find((candidate) => candidate.id === id);
  if (!capability) throw new Error(`unknown commerce capability "${id}" (schema/commerce-capabilities.ts)`);
  return capability;
}
