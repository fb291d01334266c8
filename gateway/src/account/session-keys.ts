import { randomBytes } from 'node:crypto';
import type { Logger } from '@nails/platform';
import pg from 'pg';
import type { KeyRing } from './token-sealing.ts';
import { decrypt, encrypt, type DataKey } from './token-sealing.ts';

/**
 * The per-session data keys, wrapped by the key-encryption key. This is the one table of the
 * gateway's state that is not the log nor a projection of it, on purpose: crypto-shredding needs
 * a row that can be deleted, and the log cannot forget. Deleting a session's row (sign-out,
 * customer erasure) leaves its sealed tokens in the log unreadable for good.
 */
export class SessionKeys {
  private readonly pool: pg.Pool;
  private ready?: Promise<void>;

  constructor(
    connectionString: string,
    private readonly ring: KeyRing,
    options: { embedded?: boolean; logger?: Logger } = {},
  ) {
    this.pool = new pg.Pool({ connectionString, max: 4, application_name: 'nails-gateway-session-keys' });
    // An idle connection dropped by the server (a PostgreSQL restart or failover, the embedded
    // store stopping first at shutdown) is an 'error' on the pool: unheard, it ends the process.
    // The pool has already discarded that client; the next query opens a fresh one.
    this.pool.on('error', (error) =>
      options.logger?.warn(
        { err: error },
        'session keys: PostgreSQL closed an idle connection; reconnecting on demand',
      ),
    );
    this.embedded = options.embedded ?? false;
  }

  private readonly embedded: boolean;

  /**
   * One statement. The embedded store (PGlite behind pglite-socket) interleaves the
   * extended-protocol messages (parse, bind, execute) of concurrent connections under load
   * ("unnamed prepared statement does not exist", another statement's parameters), so there the
   * values are written into the text as escaped literals and sent as one simple-protocol message.
   * Every value is ours (ids, hex, base64url, integers), escaped all the same.
   */
  private query<Row extends pg.QueryResultRow = pg.QueryResultRow>(
    text: string,
    values: (string | number)[],
  ): Promise<pg.QueryResult<Row>> {
    if (!this.embedded) return this.pool.query<Row>(text, values);
    const inline = text.replace(/\$(\d+)/g, (_, index: string) => {
      const value = values[Number(index) - 1];
      return typeof value === 'number' ? String(value) : pg.escapeLiteral(String(value));
    });
    return this.pool.query<Row>(inline);
  }

  /** The session's data key; `create` makes one when it has none (the first token to seal). */
  async get(sessionId: string, options: { create: boolean }): Promise<DataKey | undefined> {
    await this.migrate();
    let row = await this.row(sessionId);
    if (row && options.create && !this.ring.find(row.kek_id)) {
      // Wrapped by a key no longer configured: unreadable anyway, so a new key replaces it.
      await this.query('DELETE FROM gateway_session_keys WHERE session_id = $1 AND dek_id = $2', [
        sessionId,
        row.dek_id,
      ]);
      row = undefined;
    }
    if (!row && options.create) {
      const dek: DataKey = { id: randomBytes(6).toString('hex'), key: randomBytes(32) };
      const kek = this.ring.current;
      // Two requests of one session may race here: the first insert wins and both use its key.
      // The insert answers the row it made; only the loser of that race reads the winner's.
      const inserted = await this.query<KeyRow>(
        `INSERT INTO gateway_session_keys (session_id, dek_id, kek_id, wrapped) VALUES ($1, $2, $3, $4)
         ON CONFLICT (session_id) DO NOTHING RETURNING dek_id, kek_id, wrapped`,
        [sessionId, dek.id, kek.id, encrypt(kek.key, dek.key, wrapAad(sessionId, dek.id))],
      );
      row = inserted.rows[0] ?? (await this.row(sessionId));
    }
    if (!row) return undefined;
    return this.open(sessionId, row);
  }

  /**
   * The data key a row of this table holds, unwrapped (and wrapped again by the current key when
   * an older one wrapped it): for `get`, and for a row read together with the session's document
   * (`EventSourcedSessionStore`, one statement for both).
   */
  async open(sessionId: string, row: KeyRow): Promise<DataKey | undefined> {
    const kek = this.ring.find(row.kek_id);
    // Wrapped by a key no longer configured: as good as shredded (the shopper signs in again).
    if (!kek) return undefined;
    const dek = { id: row.dek_id, key: decrypt(kek.key, row.wrapped, wrapAad(sessionId, row.dek_id)) };
    if (kek.id !== this.ring.current.id) await this.rewrap(sessionId, dek, row.kek_id);
    return dek;
  }

  /** Remembers whose session this is, so erasing the customer shreds it too. */
  async assignCustomer(sessionId: string, customerId: number): Promise<void> {
    await this.migrate();
    await this.query('UPDATE gateway_session_keys SET customer_id = $2 WHERE session_id = $1', [
      sessionId,
      customerId,
    ]);
  }

  /** Crypto-shredding of one session: its sealed tokens can never be opened again. */
  async shred(sessionId: string): Promise<void> {
    await this.migrate();
    await this.query('DELETE FROM gateway_session_keys WHERE session_id = $1', [sessionId]);
  }

  /** Crypto-shredding of every session a customer signed in on; answers how many there were. */
  async shredCustomer(customerId: number): Promise<number> {
    await this.migrate();
    const result = await this.query('DELETE FROM gateway_session_keys WHERE customer_id = $1', [customerId]);
    return result.rowCount ?? 0;
  }

  /** Key rotation: a DEK still wrapped by a previous key is wrapped again by the current one. */
  private async rewrap(sessionId: string, dek: DataKey, oldKekId: string): Promise<void> {
    const kek = this.ring.current;
    await this.query(
      `UPDATE gateway_session_keys SET kek_id = $3, wrapped = $4 WHERE session_id = $1 AND kek_id = $2`,
      [sessionId, oldKekId, kek.id, encrypt(kek.key, dek.key, wrapAad(sessionId, dek.id))],
    );
  }

  private async row(sessionId: string) {
    const result = await this.query<KeyRow>(
      'SELECT dek_id, kek_id, wrapped FROM gateway_session_keys WHERE session_id = $1',
      [sessionId],
    );
    return result.rows[0];
  }

  /** Creates the table when missing (run at open; a failed attempt is tried again next call). */
  migrate(): Promise<void> {
    this.ready ??= this.pool
      .query(
        `CREATE TABLE IF NOT EXISTS gateway_session_keys (
           session_id  text PRIMARY KEY,
           dek_id      text NOT NULL,
           kek_id      text NOT NULL,
           wrapped     text NOT NULL,
           customer_id integer,
           created_at  timestamptz NOT NULL DEFAULT now()
         );
         CREATE INDEX IF NOT EXISTS gateway_session_keys_customer ON gateway_session_keys (customer_id)`,
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

/** What the session store asks of the data keys: `SessionKeys`, or one request's view of them. */
export type DataKeys = Pick<SessionKeys, 'get' | 'open' | 'assignCustomer' | 'shred' | 'shredCustomer'>;

/**
 * One request's view of the data keys: a session's key is read once per request, however often
 * the request opens or seals a token (the session read at its start, each change it appends, each
 * token it seals). Kept for the request only, never across requests: a sign-out on another
 * instance deletes the key row, and the next request must find it gone (crypto-shredding,
 * above). A shred through this view forgets the key here too.
 */
export class KeysOfOneRequest implements DataKeys {
  private readonly known = new Map<string, Promise<DataKey | undefined>>();

  constructor(private readonly keys: DataKeys) {}

  get(sessionId: string, options: { create: boolean }): Promise<DataKey | undefined> {
    const known = this.known.get(sessionId);
    if (known) return known;
    const read = this.keys.get(sessionId, options).then((dek) => {
      // No key yet: a later call may make one (`create`), so absence is not remembered.
      if (!dek) this.known.delete(sessionId);
      return dek;
    });
    this.known.set(sessionId, read);
    read.catch(() => this.known.delete(sessionId));
    return read;
  }

  /** Whether this request already has (or is reading) the session's key. */
  knows(sessionId: string): boolean {
    return this.known.has(sessionId);
  }

  /**
   * The key as a row read with the session's document holds it: remembered as `get` remembers
   * one. No row: nothing is remembered (a later `get` may make the key).
   */
  remember(sessionId: string, row: KeyRow | undefined): void {
    if (!row || this.known.has(sessionId)) return;
    const opened = this.keys.open(sessionId, row).then((dek) => {
      if (!dek) this.known.delete(sessionId);
      return dek;
    });
    this.known.set(sessionId, opened);
    opened.catch(() => this.known.delete(sessionId));
  }

  open(sessionId: string, row: KeyRow): Promise<DataKey | undefined> {
    return this.keys.open(sessionId, row);
  }

  assignCustomer(sessionId: string, customerId: number): Promise<void> {
    return this.keys.assignCustomer(sessionId, customerId);
  }

  shred(sessionId: string): Promise<void> {
    this.known.delete(sessionId);
    return this.keys.shred(sessionId);
  }

  shredCustomer(customerId: number): Promise<number> {
    this.known.clear();
    return this.keys.shredCustomer(customerId);
  }
}

/** The table of the data keys, in the log's own database. */
export const sessionKeysTable = 'gateway_session_keys';

export interface KeyRow {
  dek_id: string;
  kek_id: string;
  wrapped: string;
}

const wrapAad = (sessionId: string, dekId: string) => `dek:${sessionId}:${dekId}`;
