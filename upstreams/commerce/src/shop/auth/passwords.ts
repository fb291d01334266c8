import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** Argon2id with the library's defaults (OWASP-level memory and time cost). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/**
 * A hash of a password no one has, made once: checked against when the account is unknown, so
 * an unknown name costs the same argon2 work as a wrong password and the time of the answer does
 * not say which accounts exist (shop README "Tokens").
 */
let unknownAccountHash: Promise<string> | undefined;

export async function verifyAgainstNoAccount(password: string): Promise<false> {
  unknownAccountHash ??= hash(randomBytes(32).toString('base64url'));
  await verifyPassword(await unknownAccountHash, password);
  return false;
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** A password rule the shop can state in one line; WooCommerce leaves strength to a meter. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < 8) return 'Your password must be at least 8 characters long.';
  return undefined;
}
