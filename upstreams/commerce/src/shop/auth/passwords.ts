import { hash, verify } from '@node-rs/argon2';

/** Argon2id with the library's defaults (OWASP-level memory and time cost). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
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
