import { randomBytes } from 'node:crypto';
import type { Logger } from '@nails/platform';
import pg from 'pg';
import { decrypt, encrypt, type DataKey, type KeyRing } from '../../account/token-sealing.ts';
import type { SubjectId } from './subject-ids.ts';

/** How long an opened data key is kept in memory: deleted elsewhere, it still opens this long here. */
export const keyCacheMs = 10_000;

/**
 * One data key per data subject, each stored wrapped (AES-256-GCM) by the gateway's
 * key-encryption key, in `gateway_subject_keys` beside the event store's tables. Like the session
 * keys (`account/session-keys.ts`) this table is deliberately not the log nor a projection:
 * crypto-shredding needs a row that can be deleted, and the log never forgets. Deleting a
 * subject's row leaves every value sealed with it unreadable, in the log, the projections and any
 * rebuild of them.
 */
export class SubjectKeys {
  private readonly pool: pg.Pool;
  private readonly embedded: boolean;
  private ready?: Promise<void>;
  private readonly cache = new Map<SubjectId, { dek: DataKey; until: number }>();

  constructor(
    connectionString: string,
    private readonly ring: KeyRing,
    options: { embedded?: boolean; logger?: Logger } = {},
  ) {
    this.pool = new pg.Pool({ connectionString, max: 4, application_name: 'nails-gateway-subject-keys' });
    // An idle connection the server dropped is an 'error' on the pool; unheard it ends the process.
    this.pool.on('error', (error) =>
      options.logger?.warn(
        { err: error },
        'subject keys: PostgreSQL closed an idle connection; reconnecting',
      ),
    );
    this.embedded = options.embedded ?? false;
  }

  /**
   * The subject's key; `create` makes one when there is none (the first value to seal). A key
   * the cache holds under another id than `expectedId` is read again: it may have been replaced.
   */
  async get(
    subject: SubjectId,
    options: { create: boolean; expectedId?: string },
  ): Promise<DataKey | undefined> {
    const cached = this.cache.get(subject);
    if (cached && cached.until > Date.now() && (!options.expectedId || cached.dek.id === options.expectedId))
      return cached.dek;
    await this.migrate();
    let row = await this.row(subject);
    if (!row && options.create) {
      const dek: DataKey = { id: randomBytes(6).toString('hex'), key: randomBytes(32) };
      const kek = this.ring.current;
      // Two writers of one subject may race: the first insert wins and both seal with its key.
      await this.query(
        `INSERT INTO gateway_subject_keys (subject_id, dek_id, kek_id, wrapped) VALUES ($1, $2, $3, $4)
         ON CONFLICT (subject_id) DO NOTHING`,
        [subject, dek.id, kek.id, encrypt(kek.key, dek.key, wrapAad(subject, dek.id))],
      );
      row = await this.row(subject);
    }
    if (!row) {
      this.cache.delete(subject);
      return undefined;
    }
    const kek = this.ring.find(row.kek_id);
    // Wrapped by a key-encryption key no longer configured: as unreadable as a deleted key.
    if (!kek) return undefined;
    const dek = { id: row.dek_id, key: decrypt(kek.key, row.wrapped, wrapAad(subject, row.dek_id)) };
    if (kek.id !== this.ring.current.id) await this.rewrap(subject, dek, kek.id);
    this.cache.set(subject, { dek, until: Date.now() + keyCacheMs });
    return dek;
  }

  /** Crypto-shredding: the subject's key is gone, here at once and from every cache within `keyCacheMs`. */
  async forget(subject: SubjectId): Promise<boolean> {
    this.cache.delete(subject);
    await this.migrate();
    const result = await this.query('DELETE FROM gateway_subject_keys WHERE subject_id = $1', [subject]);
    return (result.rowCount ?? 0) > 0;
  }

  /**
   * Rotation of the key-encryption key, eagerly: every data key still wrapped by an older key is
   * wrapped again by the current one (reads do it lazily too). Answers how many were rewrapped.
   */
  async rewrapAll(): Promise<number> {
    await this.migrate();
    const rows = await this.query<KeyRow & { subject_id: SubjectId }>(
      'SELECT subject_id, dek_id, kek_id, wrapped FROM gateway_subject_keys WHERE kek_id <> $1',
      [this.ring.current.id],
    );
    let rewrapped = 0;
    for (const row of rows.rows) {
      const kek = this.ring.find(row.kek_id);
      if (!kek) continue;
      const dek = { id: row.dek_id, key: decrypt(kek.key, row.wrapped, wrapAad(row.subject_id, row.dek_id)) };
      rewrapped += await this.rewrap(row.subject_id, dek, kek.id);
    }
    return rewrapped;
  }

  private async rewrap(subject: SubjectId, dek: DataKey, oldKekId: string): Promise<number> {
    const kek = this.ring.current;
    const result = await this.query(
      'UPDATE gateway_subject_keys SET kek_id = $3, wrapped = $4 WHERE subject_id = $1 AND kek_id = $2',
      [subject, oldKekId, kek.id, encrypt(kek.key, dek.key, wrapAad(subject, dek.id))],
    );
    return result.rowCount ?? 0;
  }

  private async row(subject: SubjectId): Promise<KeyRow | undefined> {
    const result = await this.query<KeyRow>(
      'SELECT dek_id, kek_id, wrapped FROM gateway_subject_keys WHERE subject_id = $1',
      [subject],
    );
    return result.rows[0];
  }

  /**
   * One statement. The embedded store (PGlite behind pglite-socket) mixes up the extended-protocol
   * messages of concurrent connections (`account/session-keys.ts` says more), so there the values
   * (ours: ids, hex, base64url) are written in as escaped literals and sent as one simple query.
   */
  private query<Row extends pg.QueryResultRow = pg.QueryResultRow>(
    text: string,
    values: string[],
  ): Promise<pg.QueryResult<Row>> {
    if (!this.embedded) return this.pool.query<Row>(text, values);
    return this.pool.query<Row>(
      text.replace(/\$(\d+)/g, (_, index: string) => pg.escapeLiteral(values[Number(index) - 1] ?? '')),
    );
  }

  /** Creates the table when missing; a failed attempt is tried again on the next call. */
  migrate(): Promise<void> {
    this.ready ??= this.pool
      .query(
        `CREATE TABLE IF NOT EXISTS gateway_subject_keys (
           subject_id text PRIMARY KEY,
           dek_id     text NOT NULL,
           kek_id     text NOT NULL,
           wrapped    text NOT NULL,
           created_at timestamptz NOT NULL DEFAULT now()
         )`,
      )
      .then(
        () => undefined,
        (error: unknown) => {
          this.ready = undefined;
          throw error;
        },
      );
    return this.ready;
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}

interface KeyRow {
  dek_id: string;
  kek_id: string;
  wrapped: string;
}

const wrapAad = (subject: SubjectId, dekId: string) => `subject-dek:${subject}:${dekId}`;
