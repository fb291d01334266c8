import {
  getNamedType,
  isAbstractType,
  Kind,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type FieldNode,
  type GraphQLSchema,
} from 'graphql';
import type { CommerceTransport } from './commerce-transport.ts';

/**
 * A cart line's `id` is never asked upstream: WooGraphQL 1.0.2 answers `CartItem.id` with
 * "Internal server error" (seen on WooCommerce 10.0.2, gateway README "Differences from the real
 * dialect"), and an error there empties the whole cart. Its `key` is asked under the same response
 * key instead: an ID unique to the line, which is all the storefront (and Relay's store) needs of it.
 */
export function askCartItemKeysForIds(document: DocumentNode, schema: GraphQLSchema): DocumentNode {
  const typeInfo = new TypeInfo(schema);
  const isCartItem = (name: string | undefined) => {
    if (!name) return false;
    const type = schema.getType(name);
    if (!type) return false;
    if (name === 'CartItem') return true;
    const cartItem = schema.getType('CartItem');
    return !!cartItem && isAbstractType(cartItem) && schema.isSubType(cartItem, type as never);
  };
  return visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node: FieldNode) {
        if (node.name.value !== 'id') return undefined;
        const parent = typeInfo.getParentType();
        if (!parent || !isCartItem(getNamedType(parent).name)) return undefined;
        return {
          ...node,
          alias: node.alias ?? { kind: Kind.NAME, value: 'id' },
          name: { kind: Kind.NAME, value: 'key' },
        };
      },
    }),
  );
}

/** A transport that sends every document with cart line ids asked as keys. */
export function cartItemIdTransport(transport: CommerceTransport, schema: GraphQLSchema): CommerceTransport {
  const rewritten = new WeakMap<DocumentNode, DocumentNode>();
  return (request, call) => {
    let document = rewritten.get(request.document);
    if (!document) {
      document = askCartItemKeysForIds(request.document, schema);
      rewritten.set(request.document, document);
    }
    return transport({ ...request, document }, call);
  };
}
