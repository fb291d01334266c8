/** A category facet as the gateway sends it: `parent` is its parent's slug (category trees). */
export interface CategoryFacet {
  slug: string;
  name: string;
  count: number;
  parent?: string | null;
}

/**
 * The category filter as a tree: each top category (or one whose parent is not offered here)
 * followed by its children, depth first, each level in the gateway's order (by name), with its
 * depth for the indent.
 */
export function categoryTree<T extends CategoryFacet>(categories: readonly T[]): (T & { depth: number })[] {
  const offered = new Set(categories.map((category) => category.slug));
  const children = new Map<string | undefined, T[]>();
  for (const category of categories) {
    const parent = category.parent && offered.has(category.parent) ? category.parent : undefined;
    children.set(parent, [...(children.get(parent) ?? []), category]);
  }
  const tree: (T & { depth: number })[] = [];
  const visit = (parent: string | undefined, depth: number) => {
    for (const category of children.get(parent) ?? []) {
      tree.push({ ...category, depth });
      visit(category.slug, depth + 1);
    }
  };
  visit(undefined, 0);
  return tree;
}
