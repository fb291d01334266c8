/**
 * An attribute's terms in the shop's own order across many products. Each product lists its terms
 * in that order (the listing index asks `terms(where: {orderby: MENU_ORDER, order: ASC})`, the
 * order WooCommerce's "custom ordering" keeps), but no product has every term and WooGraphQL gives
 * no term's rank: so the facet's order is the one every product's list agrees with (a topological
 * order of "comes before"). Terms no product orders against each other, and a disagreement (an
 * index caught mid-change), fall back to the collator's name order.
 */
export function mergeTermOrders<Term extends { slug: string; name: string }>(
  lists: readonly (readonly Term[])[],
  compareNames: (a: string, b: string) => number,
): Term[] {
  const terms = new Map<string, Term>();
  const after = new Map<string, Set<string>>();
  const before = new Map<string, number>();
  for (const list of lists) {
    list.forEach((term, index) => {
      if (!terms.has(term.slug)) {
        terms.set(term.slug, term);
        after.set(term.slug, new Set());
        before.set(term.slug, 0);
      }
      const previous = list[index - 1];
      if (!previous || previous.slug === term.slug) return;
      const followers = after.get(previous.slug)!;
      if (followers.has(term.slug)) return;
      followers.add(term.slug);
      before.set(term.slug, before.get(term.slug)! + 1);
    });
  }
  const byName = (a: string, b: string) => compareNames(terms.get(a)!.name, terms.get(b)!.name);
  const left = new Set(terms.keys());
  const ordered: Term[] = [];
  while (left.size > 0) {
    const ready = [...left].filter((slug) => before.get(slug) === 0);
    // A cycle leaves nothing ready: take the first by name and go on.
    const next = (ready.length > 0 ? ready : [...left]).sort(byName)[0]!;
    left.delete(next);
    ordered.push(terms.get(next)!);
    for (const follower of after.get(next)!) before.set(follower, before.get(follower)! - 1);
  }
  return ordered;
}
