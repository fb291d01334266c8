import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { nowIso, type Db } from '../db/database.ts';
import { newDocumentId } from '../db/ids.ts';
import type { ParsedQuery } from '../query/parse-query.ts';
import { statementCache, type Row } from '../store/statements.ts';

export interface FileInfo {
  name?: string;
  alternativeText?: string | null;
  caption?: string | null;
}

export interface IncomingFile {
  fileName: string;
  mime: string;
  ext: string;
  content: Buffer;
  width?: number | null;
  height?: number | null;
}

/** Uploaded files: rows in `files`, bytes in `<uploadsDir>/<hash><ext>`, served under /uploads/. */
export class FileStore {
  private readonly prepare;

  constructor(
    private readonly db: Db,
    readonly uploadsDir: string,
  ) {
    this.prepare = statementCache(db);
    mkdirSync(uploadsDir, { recursive: true });
  }

  find(query: ParsedQuery): Row[] {
    const { where, pagination } = query;
    const { offset, limit } =
      pagination.kind === 'page'
        ? { offset: (pagination.page - 1) * pagination.pageSize, limit: pagination.pageSize }
        : { offset: pagination.start, limit: pagination.limit };
    return this.prepare(
      `SELECT * FROM files WHERE ${where.sql} ORDER BY ${query.orderBy} LIMIT ? OFFSET ?`,
    ).all(...where.params, limit, offset) as Row[];
  }

  get(id: string | number): Row | undefined {
    if (!/^\d+$/.test(String(id))) return undefined;
    return this.prepare('SELECT * FROM files WHERE id = ?').get(Number(id)) as Row | undefined;
  }

  save(file: IncomingFile, info: FileInfo = {}): Row {
    const stored = this.write(file);
    const now = nowIso();
    const result = this.prepare(
      `INSERT INTO files (document_id, created_at, updated_at, published_at, name, alternativeText, caption, width, height, hash, ext, mime, size, url)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      newDocumentId(),
      now,
      now,
      now,
      info.name ?? file.fileName,
      info.alternativeText ?? null,
      info.caption ?? null,
      file.width ?? null,
      file.height ?? null,
      stored.hash,
      file.ext,
      file.mime,
      stored.sizeKb,
      stored.url,
    );
    return this.get(Number(result.lastInsertRowid))!;
  }

  /** New bytes for an existing file id (Strapi's `POST /api/upload?id=`); the old bytes go. */
  replace(existing: Row, file: IncomingFile, info: FileInfo = {}): Row {
    const stored = this.write(file);
    this.prepare(
      `UPDATE files SET name = ?, alternativeText = ?, caption = ?, width = ?, height = ?, hash = ?, ext = ?, mime = ?, size = ?, url = ?, updated_at = ?
       WHERE id = ?`,
    ).run(
      info.name ?? file.fileName,
      info.alternativeText ?? existing.alternativeText ?? null,
      info.caption ?? existing.caption ?? null,
      file.width ?? null,
      file.height ?? null,
      stored.hash,
      file.ext,
      file.mime,
      stored.sizeKb,
      stored.url,
      nowIso(),
      existing.id,
    );
    this.unlink(existing);
    return this.get(existing.id as number)!;
  }

  updateInfo(existing: Row, info: FileInfo): Row {
    this.prepare(
      'UPDATE files SET name = ?, alternativeText = ?, caption = ?, updated_at = ? WHERE id = ?',
    ).run(
      info.name ?? existing.name,
      info.alternativeText === undefined ? existing.alternativeText : info.alternativeText,
      info.caption === undefined ? existing.caption : info.caption,
      nowIso(),
      existing.id,
    );
    return this.get(existing.id as number)!;
  }

  remove(existing: Row): void {
    this.prepare('DELETE FROM files WHERE id = ?').run(existing.id);
    this.unlink(existing);
  }

  private write(file: IncomingFile): { hash: string; url: string; sizeKb: number } {
    const base =
      path
        .basename(file.fileName, path.extname(file.fileName))
        .replace(/[^a-zA-Z0-9]+/g, '_')
        .slice(0, 60) || 'file';
    const hash = `${base}_${randomBytes(5).toString('hex')}`;
    writeFileSync(path.join(this.uploadsDir, `${hash}${file.ext}`), file.content);
    // Strapi reports sizes in kilobytes with two decimals.
    return {
      hash,
      url: `/uploads/${hash}${file.ext}`,
      sizeKb: Math.round((file.content.length / 1000) * 100) / 100,
    };
  }

  private unlink(row: Row): void {
    rmSync(path.join(this.uploadsDir, `${String(row.hash)}${String(row.ext)}`), { force: true });
  }
}
