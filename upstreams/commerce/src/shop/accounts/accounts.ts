import { defaultLanguage, type LanguageSlug } from '../../i18n/languages.ts';
import { passwordResetMail } from '../mail/templates.ts';
import { createHash, randomBytes } from 'node:crypto';
import { hashPassword, passwordProblem, verifyAgainstNoAccount, verifyPassword } from '../auth/passwords.ts';
import type { Address } from '../cart/session-store.ts';
import { now } from '../db.ts';
import { userError } from '../errors.ts';
import type { ShopServices } from '../services.ts';
import {
  customerByEmail,
  customerByLogin,
  customerById,
  insertCustomer,
  updateCustomerRow,
  type Customer,
} from './customers.ts';
import { revokeAll } from './tokens-issue.ts';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const RESET_KEY_TTL_MS = 60 * 60 * 1000;

export interface Registration {
  username?: string | null;
  email?: string | null;
  password?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  billing?: Address | null;
  shipping?: Address | null;
}

/** WooCommerce's registration: email required and unique, username derived from it when not given. */
export async function registerAccount(services: ShopServices, input: Registration): Promise<Customer> {
  const email = input.email?.trim() ?? '';
  if (!emailPattern.test(email)) throw userError('Please provide a valid email address.');
  // What the shopper typed is judged before the address is looked up, so a weak password or a
  // bad username is refused alike for a new and a registered address (shop README "Tokens").
  const password = input.password ?? '';
  const weak = passwordProblem(password);
  if (weak) throw userError(weak);
  let username = input.username?.trim() ?? '';
  if (username && !/^[\w.@+-]{3,60}$/.test(username))
    throw userError('Please enter a valid account username.');
  if (customerByEmail(services.db, email))
    throw userError('An account is already registered with your email address. Please log in.');
  if (username) {
    if (customerByLogin(services.db, username))
      throw userError('An account is already registered with that username. Please choose another.');
  } else {
    username = uniqueUsername(services, email.split('@')[0] ?? 'customer');
  }
  return insertCustomer(services.db, {
    username,
    email,
    passwordHash: await hashPassword(password),
    firstName: input.firstName ?? '',
    lastName: input.lastName ?? '',
    billing: { ...(input.billing ?? {}), email: input.billing?.email || email },
    shipping: input.shipping ?? {},
  });
}

export function uniqueUsername(services: ShopServices, wanted: string): string {
  const base = wanted.toLowerCase().replace(/[^\w.-]/g, '') || 'customer';
  let candidate = base;
  for (let n = 2; customerByLogin(services.db, candidate); n++) candidate = `${base}${n}`;
  return candidate;
}

/**
 * Checks a username-or-email and password. The messages are WordPress's error codes, which the
 * storefront maps to "No account found…" and "Incorrect password…" (behaviour §8).
 */
export async function authenticate(
  services: ShopServices,
  login: string,
  password: string,
): Promise<Customer> {
  const customer = customerByLogin(services.db, login);
  // The same argon2 work on both paths: the time of a refusal does not tell an unknown name
  // from a wrong password (shop README "Tokens").
  const verified = customer?.passwordHash
    ? await verifyPassword(customer.passwordHash, password)
    : await verifyAgainstNoAccount(password);
  if (!customer) throw userError(login.includes('@') ? 'invalid_email' : 'invalid_username');
  if (!verified) throw userError('incorrect_password');
  return customer;
}

const hashKey = (key: string): string => createHash('sha256').update(key).digest('hex');

/**
 * WordPress keeps one reset key per user (`user_activation_key`): asking again replaces it, and
 * setting the password empties it, so an older link a mailbox still holds is dead. These do the
 * same for the key table (shop README "Password reset").
 */
const replaceResetKey = (db: ShopServices['db'], customerId: number, key: string): void => {
  db.transaction(() => {
    db.prepare('DELETE FROM password_resets WHERE customer_id = ?').run(customerId);
    db.prepare('INSERT INTO password_resets (key_hash, customer_id, expires_at) VALUES (?, ?, ?)').run(
      hashKey(key),
      customerId,
      now() + RESET_KEY_TTL_MS,
    );
  })();
};
const endResetKeys = (db: ShopServices['db'], customerId: number): void => {
  db.prepare('DELETE FROM password_resets WHERE customer_id = ? AND used_at IS NULL').run(customerId);
};

/**
 * Always succeeds for the caller; a mail goes out only when the account exists (behaviour §4), in the
 * language the reset was asked in, linking to the storefront's page in that language.
 */
export async function sendPasswordReset(
  services: ShopServices,
  login: string,
  language: LanguageSlug = defaultLanguage,
): Promise<void> {
  const customer = customerByLogin(services.db, login);
  if (!customer) return;
  const key = randomBytes(20).toString('base64url');
  replaceResetKey(services.db, customer.id, key);
  const prefix = language === defaultLanguage ? '' : `/${language}`;
  const link = new URL(`${prefix}/my-account/lost-password`, services.config.COMMERCE_STOREFRONT_URL);
  link.searchParams.set('key', key);
  link.searchParams.set('login', customer.username);
  const mail = passwordResetMail(language, {
    shopName: services.config.COMMERCE_SHOP_NAME,
    name: customer.firstName || customer.username,
    username: customer.username,
    link: link.toString(),
    minutes: RESET_KEY_TTL_MS / 60_000,
  });
  await services.sendMail({ to: customer.email, ...mail });
}

export type ResetKeyStatus = 'VALID' | 'INVALID' | 'EXPIRED';

/**
 * WordPress's `check_password_reset_key()`: is this mailed key unused, unexpired and issued for
 * this login? Reads only, so the reset page can ask before the form (`passwordResetKeyStatus`)
 * and `resetPassword` asks again before it writes.
 */
export function resetKeyStatus(
  db: ShopServices['db'],
  input: { key?: string | null; login?: string | null },
): { status: ResetKeyStatus; customer?: Customer } {
  const customer = input.login ? customerByLogin(db, input.login) : undefined;
  const row =
    customer && input.key
      ? (db
          .prepare('SELECT expires_at, used_at FROM password_resets WHERE key_hash = ? AND customer_id = ?')
          .get(hashKey(input.key), customer.id) as { expires_at: number; used_at: number | null } | undefined)
      : undefined;
  if (!customer || !row || row.used_at !== null) return { status: 'INVALID' };
  if (row.expires_at < now()) return { status: 'EXPIRED' };
  return { status: 'VALID', customer };
}

/** WPGraphQL's resetUserPassword: a valid, unused, unexpired key for that login sets the password. */
export async function resetPassword(
  services: ShopServices,
  input: { key?: string | null; login?: string | null; password?: string | null },
): Promise<Customer> {
  const { status, customer } = resetKeyStatus(services.db, input);
  if (status === 'EXPIRED') throw userError('Password reset link has expired.', 'INVALID_RESET_KEY');
  if (!customer) throw userError('Password reset link is invalid.', 'INVALID_RESET_KEY');
  const weak = passwordProblem(input.password ?? '');
  if (weak) throw userError(weak);
  const passwordHash = await hashPassword(input.password!);
  const used = services.db
    .prepare('UPDATE password_resets SET used_at = ? WHERE key_hash = ? AND used_at IS NULL')
    .run(now(), hashKey(input.key!));
  // Two resets racing with one key: only the one that marked it used changes the password.
  if (used.changes !== 1) throw userError('Password reset link is invalid.', 'INVALID_RESET_KEY');
  updateCustomerRow(services.db, customer.id, { passwordHash });
  endResetKeys(services.db, customer.id);
  revokeAll(services, customer.id);
  return customerById(services.db, customer.id)!;
}

export interface AccountChanges {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  displayName?: string | null;
  password?: string | null;
  billing?: Address | null;
  shipping?: Address | null;
}

/** updateUser / updateCustomer on the signed-in account; a new password signs out other devices. */
export async function updateAccount(
  services: ShopServices,
  customer: Customer,
  changes: AccountChanges,
  family: string,
): Promise<Customer> {
  const patch: Parameters<typeof updateCustomerRow>[2] = {};
  if (changes.email != null && changes.email !== customer.email) {
    if (!emailPattern.test(changes.email)) throw userError('Please provide a valid email address.');
    const owner = customerByEmail(services.db, changes.email);
    if (owner && owner.id !== customer.id) throw userError('This email address is already registered.');
    patch.email = changes.email.trim();
  }
  if (changes.firstName != null) patch.firstName = changes.firstName;
  if (changes.lastName != null) patch.lastName = changes.lastName;
  if (changes.displayName != null) patch.displayName = changes.displayName;
  if (changes.billing) patch.billing = { ...customer.billing, ...stripNulls(changes.billing) };
  if (changes.shipping) patch.shipping = { ...customer.shipping, ...stripNulls(changes.shipping) };
  if (changes.password != null && changes.password !== '') {
    const weak = passwordProblem(changes.password);
    if (weak) throw userError(weak);
    patch.passwordHash = await hashPassword(changes.password);
  }
  const updated = updateCustomerRow(services.db, customer.id, patch);
  if (patch.passwordHash) {
    endResetKeys(services.db, customer.id);
    revokeAll(services, customer.id, family);
  }
  return updated;
}

export function stripNulls<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([key, v]) => v !== null && v !== undefined && key !== 'overwrite'),
  ) as Partial<T>;
}
