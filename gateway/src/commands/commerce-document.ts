import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse, type OperationDefinitionNode } from 'graphql';

/**
 * A document a command sends to commerce, typed by what it asks and answers. Every one is
 * registered here: `npm run typecheck -w gateway` validates each against the commerce schema
 * (`schema/commerce.graphql` and the capability it names, `scripts/check-commerce-documents.ts`),
 * and the upstream documents test against the real WooGraphQL schema, so a field the real back
 * end lacks fails the build, not a shopper.
 */
export interface RegisteredDocument {
  name: string;
  source: string;
  /** The optional capability (schema/commerce-extensions/) the document needs, if any. */
  capability?: string;
}

const registry = new Map<string, RegisteredDocument>();

export function commerceDocument<TData, TVariables extends Record<string, unknown>>(
  source: string,
  options: { capability?: string } = {},
): TypedDocumentNode<TData, TVariables> {
  const document = parse(source, { noLocation: true });
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition',
  );
  const name = operation?.name?.value;
  if (!name) throw new Error(`a commerce document needs an operation name: ${source.slice(0, 60)}`);
  registry.set(name, { name, source, ...options });
  return document as TypedDocumentNode<TData, TVariables>;
}

export const registeredDocuments = (): RegisteredDocument[] => [...registry.values()];
