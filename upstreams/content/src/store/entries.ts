import { defaultLocale, type ContentType, type Locale } from '../content-types.ts';
import { nowIso, type Db } from '../db/database.ts';
import { newDocumentId } from '../db/ids.ts';
import type { ParsedQuery } from '../query/parse-query.ts';
import { statementCache, type Row } from './statements.ts';

export interface FindResult {
  rows: Row[];
  total: number;
}

/**
 * Entries of one content type. A localised type keeps one row per (documentId, locale); a read in
 * locale L sees each document's L row, or its English row when L has none (the fallback the
 * storefront relies on for untranslated content).
 */
export class EntryStore {
  private readonly prepare;
  private readonly table: string;

  constructor(
    private readonly db: Db,
    readonly type: ContentType,
  ) {
    this.prepare = statementCache(db);
    this.table = `"${type.table}"`;
  }

  /** The rows visible in `locale`, as a sub-select, with its parameters. */
  private view(locale: Locale): { sql: string; params: unknown[] } {
    if (!this.type.localized) return { sql: this.table, params: [] };
    return {
      sql: `(SELECT * FROM ${this.table} WHERE locale = ? OR (locale = '${defaultLocale}' AND document_id NOT IN (SELECT document_id FROM ${this.table} WHERE locale = ?)))`,
      params: [locale, locale],
    };
  }

  find(query: ParsedQuery): FindResult {
    const view = this.view(query.locale);
    const { where } = query;
    const { offset, limit } =
      query.pagination.kind === 'page'
        ? {
            offset: (query.pagination.page - 1) * query.pagination.pageSize,
            limit: query.pagination.pageSize,
          }
        : { offset: query.pagination.start, limit: query.pagination.limit };
    const rows = this.prepare(
      `SELECT * FROM ${view.sql} AS entries WHERE ${where.sql} ORDER BY ${query.orderBy} LIMIT ? OFFSET ?`,
    ).all(...view.params, ...where.params, limit, offset) as Row[];
    const { total } = this.prepare(
      `SELECT count(*) AS total FROM ${view.sql} AS entries WHERE ${where.sql}`,
    ).get(...view.params, ...where.params) as { total: number };
    return { rows, total };
  }

  /** The document's row in `locale` (English when untranslated). `id` is a documentId or a row id. */
  findOne(id: string, locale: Locale): Row | undefined {
    const documentId = this.documentIdOf(id);
    if (!documentId) return undefined;
    const view = this.view(locale);
    return this.prepare(`SELECT * FROM ${view.sql} AS entries WHERE document_id = ?`).get(
      ...view.params,
      documentId,
    ) as Row | undefined;
  }

  /** The single type's one document, if it has been created. */
  singleDocumentId(): string | undefined {
    const row = this.prepare(`SELECT document_id FROM ${this.table} ORDER BY id LIMIT 1`).get() as
      { document_id: string } | undefined;
    return row?.document_id;
  }

  findByColumn(column: string, value: unknown): Row | undefined {
    return this.prepare(`SELECT * FROM ${this.table} WHERE "${column}" = ?`).get(value) as Row | undefined;
  }

  /** Accepts Strapi 5 documentIds and, for Strapi 4 clients, numeric row ids. */
  documentIdOf(id: string): string | undefined {
    const row = /^\d+$/.test(id)
      ? (this.prepare(`SELECT document_id FROM ${this.table} WHERE id = ?`).get(Number(id)) as
          { document_id: string } | undefined)
      : (this.prepare(`SELECT document_id FROM ${this.table} WHERE document_id = ? LIMIT 1`).get(id) as
          { document_id: string } | undefined);
    return row?.document_id;
  }

  create(values: Row, locale: Locale, documentId = newDocumentId()): Row {
    const now = nowIso();
    const row: Row = {
      ...values,
      document_id: documentId,
      created_at: now,
      updated_at: now,
      published_at: now,
    };
    if (this.type.localized) row.locale = locale;
    const columns = Object.keys(row);
    const result = this.prepare(
      `INSERT INTO ${this.table} (${columns.map((column) => `"${column}"`).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
    ).run(...columns.map((column) => row[column]));
    return this.prepare(`SELECT * FROM ${this.table} WHERE id = ?`).get(result.lastInsertRowid) as Row;
  }

  /**
   * Updates the document in `locale`. A localised document without that locale gets a new
   * localisation: the English values with the changes on top.
   */
  update(documentId: string, values: Row, locale: Locale): Row {
    const own = this.type.localized
      ? (this.prepare(`SELECT * FROM ${this.table} WHERE document_id = ? AND locale = ?`).get(
          documentId,
          locale,
        ) as Row | undefined)
      : (this.prepare(`SELECT * FROM ${this.table} WHERE document_id = ?`).get(documentId) as
          Row | undefined);
    if (!own) {
      const base = this.findOne(documentId, defaultLocale) ?? {};
      const copied = Object.fromEntries(
        Object.keys(this.type.attributes).map((name) => [name, base[name] ?? null]),
      );
      return this.create({ ...copied, ...values }, locale, documentId);
    }
    const columns = Object.keys(values);
    const assignments = [...columns.map((column) => `"${column}" = ?`), 'updated_at = ?'].join(', ');
    this.prepare(`UPDATE ${this.table} SET ${assignments} WHERE id = ?`).run(
      ...columns.map((column) => values[column]),
      nowIso(),
      own.id,
    );
    return this.prepare(`SELECT * FROM ${this.table} WHERE id = ?`).get(own.id) as Row;
  }

  /** Deletes one localisation, or every localisation when `locale` is undefined. */
  delete(documentId: string, locale: Locale | undefined): number {
    if (this.type.localized && locale) {
      return this.prepare(`DELETE FROM ${this.table} WHERE document_id = ? AND locale = ?`).run(
        documentId,
        locale,
      ).changes;
    }
    return this.prepare(`DELETE FROM ${this.table} WHERE document_id = ?`).run(documentId).changes;
  }

  transaction<T>(work: () => T): T {
    return this.db.transaction(work)();
  }
}
