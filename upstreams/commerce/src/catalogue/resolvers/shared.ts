import { connectionFromArray, type ConnectionArgs } from '../../graphql/connection.ts';
import { toGlobalId } from '../../graphql/ids.ts';
import { parseJson, type ProductRecord, type ReviewRecord, type TermRecord } from '../records.ts';

type TermWhere = { hideEmpty?: boolean | null; orderby?: string | null; order?: string | null };

/** Orders and filters terms as a WP_Term_Query would (default: by name, ascending). */
export function sortTerms(terms: TermRecord[], where: TermWhere = {}): TermRecord[] {
  let list = where.hideEmpty ? terms.filter((term) => term.count > 0) : [...terms];
  const key = where.orderby ?? 'NAME';
  const value = (term: TermRecord): string | number => {
    switch (key) {
      case 'COUNT':
        return term.count;
      case 'MENU_ORDER':
      case 'TERM_ORDER':
        return term.menu_order;
      case 'SLUG':
        return term.slug;
      case 'TERM_ID':
      case 'TERM_GROUP':
        return term.id;
      case 'DESCRIPTION':
        return term.description;
      default:
        return term.name.toLowerCase();
    }
  };
  const direction = where.order === 'DESC' ? -1 : 1;
  list = list.sort((a, b) => {
    const [x, y] = [value(a), value(b)];
    if (x < y) return -direction;
    if (x > y) return direction;
    return a.id - b.id;
  });
  return list;
}

export function termsConnection(terms: TermRecord[], args: ConnectionArgs & { where?: TermWhere | null }) {
  return connectionFromArray(sortTerms(terms, args.where ?? {}), args, 100);
}

export function reviewsConnection(product: ProductRecord, reviews: ReviewRecord[], args: ConnectionArgs) {
  const connection = connectionFromArray(reviews, args, 10);
  return {
    ...connection,
    averageRating: Math.round(product.average_rating * 100) / 100,
    edges: connection.edges.map((edge) => ({ ...edge, rating: edge.node.rating })),
  };
}

export function metaData(json: string, args: { key?: string; keysIn?: string[]; multiple?: boolean }) {
  let entries = parseJson<{ key: string; value: string }[]>(json, []).map((entry, index) => ({
    id: toGlobalId('meta', index + 1),
    key: entry.key,
    value: typeof entry.value === 'string' ? entry.value : JSON.stringify(entry.value),
  }));
  if (args.key) entries = entries.filter((entry) => entry.key === args.key);
  if (args.keysIn?.length) entries = entries.filter((entry) => args.keysIn?.includes(entry.key));
  if (!args.multiple && (args.key || args.keysIn?.length)) {
    const seen = new Set<string>();
    entries = entries.filter((entry) => !seen.has(entry.key) && seen.add(entry.key));
  }
  return entries;
}
