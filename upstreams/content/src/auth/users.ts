import { hash, verify } from '@node-rs/argon2';
import { SignJWT, jwtVerify } from 'jose';
import { nowIso, type Db } from '../db/database.ts';
import { newDocumentId } from '../db/ids.ts';
import type { Row } from '../store/statements.ts';

/**
 * Users of the users-permissions dialect: `POST /api/auth/local` checks a password (argon2) and
 * signs a JWT `{id}` (HS256, 30 days, as Strapi's default `jwt.expiresIn`).
 */
export class Users {
  private readonly key: Uint8Array;
  // Verifying against a real hash when the user is unknown keeps both failures equally slow.
  private readonly decoy: Promise<string>;

  constructor(
    private readonly db: Db,
    jwtSecret: string,
  ) {
    this.key = new TextEncoder().encode(jwtSecret);
    this.decoy = hash('not-a-password');
  }

  async create(user: { username: string; email: string; password: string }): Promise<Row> {
    const now = nowIso();
    const passwordHash = await hash(user.password);
    const result = this.db
      .prepare(
        'INSERT INTO users (document_id, created_at, updated_at, published_at, username, email, password_hash) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .run(newDocumentId(), now, now, now, user.username, user.email, passwordHash);
    return this.byId(Number(result.lastInsertRowid))!;
  }

  byId(id: number): Row | undefined {
    return this.db.prepare('SELECT * FROM users WHERE id = ?').get(id) as Row | undefined;
  }

  byUsername(username: string): Row | undefined {
    return this.db.prepare('SELECT * FROM users WHERE username = ?').get(username) as Row | undefined;
  }

  /** The user whose username or email is `identifier` and whose password matches, if any. */
  async check(identifier: string, password: string): Promise<Row | undefined> {
    const user = this.db
      .prepare('SELECT * FROM users WHERE username = ? OR email = ?')
      .get(identifier, identifier) as Row | undefined;
    const ok = await verify(user ? String(user.password_hash) : await this.decoy, password);
    return user && ok && user.blocked !== 1 ? user : undefined;
  }

  sign(user: Row): Promise<string> {
    return new SignJWT({ id: user.id })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime('30d')
      .sign(this.key);
  }

  /** The active user a JWT names, or undefined for a bad, expired or orphaned token. */
  async fromJwt(token: string): Promise<Row | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const user = typeof payload.id === 'number' ? this.byId(payload.id) : undefined;
      return user && user.blocked !== 1 ? user : undefined;
    } catch {
      return undefined;
    }
  }
}

/** The user as Strapi's sanitized output shows it: never the password. */
export const publicUser = (user: Row) => ({
  id: user.id,
  documentId: user.document_id,
  username: user.username,
  email: user.email,
  provider: user.provider,
  confirmed: user.confirmed === 1,
  blocked: user.blocked === 1,
  createdAt: user.created_at,
  updatedAt: user.updated_at,
  publishedAt: user.published_at,
});
