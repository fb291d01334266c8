import type { Db } from '../db.ts';

/**
 * Catalogue rows as the catalogue's resolvers take them: the raw row plus `__typename`
 * (src/catalogue/records.ts), so a cart line's or order line's product resolves every Product field.
 */
const typeNames: Record<string, string> = {
  simple: 'SimpleProduct',
  variable: 'VariableProduct',
  external: 'ExternalProduct',
};

export function productNode(db: Db, id: number): Record<string, unknown> | null {
  const row = db.prepare('SELECT * FROM products WHERE id = ?').get(id) as { type: string } | undefined;
  return row ? { ...row, __typename: typeNames[row.type] ?? 'SimpleProduct' } : null;
}

export function variationNode(db: Db, id: number | null): Record<string, unknown> | null {
  if (id === null) return null;
  const row = db.prepare('SELECT * FROM variations WHERE id = ?').get(id) as object | undefined;
  return row ? { ...row, __typename: 'SimpleProductVariation' } : null;
}
