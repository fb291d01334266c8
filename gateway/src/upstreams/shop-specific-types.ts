import type { ExecutionResult } from '@graphql-tools/utils';
import type { CommerceTransport } from './commerce-transport.ts';

/**
 * WooGraphQL makes one GraphQL type per product attribute taxonomy a shop defines (`pa_shape` is
 * `PaShape`), so which `Pa…` types exist depends on the shop, not on the plugin. The gateway's
 * schema names the ones `schema/commerce.graphql` was cut with; any other arrives where a
 * `TermNode` is expected and would break the answer (graphql-js cannot resolve a type it does not
 * know). Such a term is answered as this stand-in, which has every field the named ones have.
 */
export const attributeTermStandIn = 'ProductAttributeTerm';

/** The stand-in's SDL, added to the commerce subschema only (it is never sent upstream). */
export const attributeTermStandInSdl = `
"""
A term of a product attribute whose WooGraphQL type (Pa<Name>, one per attribute taxonomy of the
shop) the gateway's schema does not name; its fields are those of every attribute term.
"""
type ${attributeTermStandIn} implements Node & TermNode {
  count: Int
  databaseId: Int!
  description: String
  id: ID!
  name: String
  slug: String
  taxonomyName: String
  termTaxonomyId: Int
  uri: String
}
`;

const attributeTermType = /^Pa[A-Z0-9_]/;

/** Renames, in place, every `__typename` of an attribute term type not in `known` to the stand-in. */
export function renameUnknownAttributeTerms(value: unknown, known: ReadonlySet<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) renameUnknownAttributeTerms(item, known);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  for (const [key, child] of Object.entries(record)) {
    if (key === '__typename') {
      if (typeof child === 'string' && attributeTermType.test(child) && !known.has(child))
        record[key] = attributeTermStandIn;
    } else if (child !== null && typeof child === 'object') {
      renameUnknownAttributeTerms(child, known);
    }
  }
}

/** A transport whose answers name only attribute term types the gateway's schema knows. */
export function shopSpecificTypesTransport(
  transport: CommerceTransport,
  knownTypeNames: ReadonlySet<string>,
): CommerceTransport {
  return async (request, call) => {
    const result: ExecutionResult = await transport(request, call);
    if (result.data) renameUnknownAttributeTerms(result.data, knownTypeNames);
    return result;
  };
}
