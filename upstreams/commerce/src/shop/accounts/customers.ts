import type { Address } from '../cart/session-store.ts';
import { now, parseJson, type Db } from '../db.ts';

export interface Customer {
  id: number;
  username: string;
  email: string;
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  displayName: string;
  billing: Address;
  shipping: Address;
  createdAt: number;
}

interface CustomerRecord {
  id: number;
  username: string;
  email: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  display_name: string;
  billing: string;
  shipping: string;
  created_at: number;
}

const toCustomer = (row: CustomerRecord): Customer => ({
  id: row.id,
  username: row.username,
  email: row.email,
  passwordHash: row.password_hash,
  firstName: row.first_name,
  lastName: row.last_name,
  displayName: row.display_name || row.username,
  billing: parseJson<Address>(row.billing, {}),
  shipping: parseJson<Address>(row.shipping, {}),
  createdAt: row.created_at,
});

export function customerById(db: Db, id: number): Customer | undefined {
  const row = db.prepare('SELECT * FROM customers WHERE id = ?').get(id) as CustomerRecord | undefined;
  return row && toCustomer(row);
}

/** WordPress signs in with a username or an email address. */
export function customerByLogin(db: Db, login: string): Customer | undefined {
  const row = db
    .prepare('SELECT * FROM customers WHERE username = ? OR email = ?')
    .get(login.trim(), login.trim()) as CustomerRecord | undefined;
  return row && toCustomer(row);
}

export function customerByEmail(db: Db, email: string): Customer | undefined {
  const row = db.prepare('SELECT * FROM customers WHERE email = ?').get(email.trim()) as
    CustomerRecord | undefined;
  return row && toCustomer(row);
}

export interface NewCustomer {
  username: string;
  email: string;
  passwordHash: string | null;
  firstName?: string;
  lastName?: string;
  billing?: Address;
  shipping?: Address;
}

export function insertCustomer(db: Db, input: NewCustomer): Customer {
  const result = db
    .prepare(
      `INSERT INTO customers (username, email, password_hash, first_name, last_name, display_name, billing, shipping, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      input.username,
      input.email,
      input.passwordHash,
      input.firstName ?? '',
      input.lastName ?? '',
      [input.firstName, input.lastName].filter(Boolean).join(' ') || input.username,
      JSON.stringify(input.billing ?? {}),
      JSON.stringify(input.shipping ?? {}),
      now(),
    );
  return customerById(db, Number(result.lastInsertRowid))!;
}

export function updateCustomerRow(
  db: Db,
  id: number,
  patch: Partial<
    Pick<
      Customer,
      'email' | 'firstName' | 'lastName' | 'displayName' | 'billing' | 'shipping' | 'passwordHash'
    >
  >,
): Customer {
  const columns: [string, unknown][] = [];
  if (patch.email !== undefined) columns.push(['email', patch.email]);
  if (patch.firstName !== undefined) columns.push(['first_name', patch.firstName]);
  if (patch.lastName !== undefined) columns.push(['last_name', patch.lastName]);
  if (patch.displayName !== undefined) columns.push(['display_name', patch.displayName]);
  if (patch.billing !== undefined) columns.push(['billing', JSON.stringify(patch.billing)]);
  if (patch.shipping !== undefined) columns.push(['shipping', JSON.stringify(patch.shipping)]);
  if (patch.passwordHash !== undefined) columns.push(['password_hash', patch.passwordHash]);
  if (columns.length > 0) {
    db.prepare(`UPDATE customers SET ${columns.map(([name]) => `${name} = ?`).join(', ')} WHERE id = ?`).run(
      ...columns.map(([, value]) => value),
      id,
    );
  }
  return customerById(db, id)!;
}

export function isPayingCustomer(db: Db, id: number): boolean {
  return Boolean(
    db
      .prepare("SELECT 1 FROM orders WHERE customer_id = ? AND status IN ('processing', 'completed') LIMIT 1")
      .get(id),
  );
}
