import { getOperationAST, Kind, type DocumentNode } from 'graphql';

/** The root field names of the operation (`?` for a fragment spread or inline fragment at the root). */
export const rootFieldsOf = (document: DocumentNode, operationName?: string): string[] =>
  getOperationAST(document, operationName)?.selectionSet.selections.flatMap((selection) =>
    selection.kind === Kind.FIELD ? [selection.name.value] : ['?'],
  ) ?? ['?'];

/** The response keys (alias or name) under which the document asks for a root `field`. */
export function rootAliases(document: DocumentNode, field: string): string[] {
  return document.definitions.flatMap((definition) =>
    definition.kind === Kind.OPERATION_DEFINITION
      ? definition.selectionSet.selections.flatMap((selection) =>
          selection.kind === Kind.FIELD && selection.name.value === field
            ? [selection.alias?.value ?? field]
            : [],
        )
      : [],
  );
}
