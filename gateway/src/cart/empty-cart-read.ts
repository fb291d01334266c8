import { Kind, type DocumentNode } from 'graphql';

/**
 * True when a root `cart` of the query came back empty by anything it selected (`isEmpty`,
 * `contents.itemCount`, `contents.nodes`). With a cart log that holds lines, that is commerce
 * having lost the cart under a token it still accepts.
 */
export function showsEmptyCart(document: DocumentNode, data: unknown): boolean {
  const answers = (data ?? {}) as Record<string, unknown>;
  return document.definitions.some(
    (definition) =>
      definition.kind === Kind.OPERATION_DEFINITION &&
      definition.operation === 'query' &&
      definition.selectionSet.selections.some((selection) => {
        if (selection.kind !== Kind.FIELD || selection.name.value !== 'cart') return false;
        const cart = answers[selection.alias?.value ?? 'cart'] as
          | { isEmpty?: boolean; contents?: { itemCount?: number; nodes?: unknown[] } | null }
          | null
          | undefined;
        if (!cart) return false;
        return (
          cart.isEmpty === true ||
          cart.contents?.itemCount === 0 ||
          (Array.isArray(cart.contents?.nodes) && cart.contents.nodes.length === 0)
        );
      }),
  );
}
