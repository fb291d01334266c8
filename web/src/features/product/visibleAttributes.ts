/** A product attribute as WooGraphQL answers it (`ProductWithAttributes.attributes`). */
export interface AttributeNode {
  name?: string | null;
  label?: string | null;
  visible?: boolean | null;
  options?: readonly (string | null | undefined)[] | null;
  terms?: { nodes: readonly { slug?: string | null; name?: string | null }[] } | null;
}

export interface AttributeRow {
  name: string;
  label: string;
  values: string[];
}

/**
 * The rows of the "Additional information" table: attributes marked visible, each with the texts
 * the shop shows. A global attribute's options are term slugs ("medium"), named by its terms
 * ("Medium", "Mittel"); a slug no term names is shown as it is rather than dropped. A local
 * attribute's options are the owner's own texts ("24").
 */
export function visibleAttributes(nodes: readonly AttributeNode[]): AttributeRow[] {
  return nodes.flatMap((attribute) => {
    if (!attribute.visible || !attribute.name) return [];
    const termNames = new Map(
      (attribute.terms?.nodes ?? []).flatMap((term) =>
        term.slug && term.name ? [[term.slug, term.name] as const] : [],
      ),
    );
    const values = (attribute.options ?? []).flatMap((option) =>
      option ? [termNames.get(option) ?? option] : [],
    );
    if (values.length === 0) return [];
    return [{ name: attribute.name, label: attribute.label || attribute.name, values }];
  });
}
