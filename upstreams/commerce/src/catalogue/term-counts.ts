import type { Db } from '../db/database.ts';

/**
 * Product counts per term (published, shown in the catalogue), as WooCommerce's term counts: a
 * category counts the distinct products of itself and every subcategory (wc_term_recount), so
 * "Shapes" counts every shaped set and `hideEmpty` keeps it.
 * Counted for all terms in one grouped query and kept until the database changes: SQLite's
 * `data_version` moves when another connection (the CLI) writes, `touch()` when this one does.
 */
export class TermCounts {
  private counts = new Map<number, number>();
  private seenVersion = -1;
  private localVersion = 0;
  private countedLocal = -1;
  private readonly query;

  constructor(private readonly db: Db) {
    this.query = db.prepare(`
      WITH RECURSIVE tree (ancestor, term) AS (
        SELECT id, id FROM terms
        UNION ALL SELECT tree.ancestor, t.id FROM tree JOIN terms t ON t.parent_id = tree.term
      )
      SELECT tree.ancestor AS termId, COUNT(DISTINCT pt.product_id) AS count FROM tree
      JOIN product_terms pt ON pt.term_id = tree.term
      JOIN products p ON p.id = pt.product_id
      WHERE p.status = 'publish' AND p.visibility IN ('visible', 'catalog')
      GROUP BY tree.ancestor`);
  }

  /** Call after every catalogue write made through this connection. */
  touch(): void {
    this.localVersion += 1;
  }

  of(termId: number): number {
    const version = this.db.pragma('data_version', { simple: true }) as number;
    if (version !== this.seenVersion || this.localVersion !== this.countedLocal) {
      const rows = this.query.all() as { termId: number; count: number }[];
      this.counts = new Map(rows.map((row) => [row.termId, row.count]));
      this.seenVersion = version;
      this.countedLocal = this.localVersion;
    }
    return this.counts.get(termId) ?? 0;
  }
}
