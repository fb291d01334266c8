import { describe, expect, it } from 'vitest';
import {
  FOREIGN_SESSION,
  INVALID_SESSION,
  signAuthToken,
  signSessionToken,
  tokenKeys,
  verifySessionToken,
  verifyUserToken,
} from '../../src/shop/auth/tokens.ts';
import { hashPassword, verifyPassword } from '../../src/shop/auth/passwords.ts';

const keys = tokenKeys('a-test-secret-long-enough-for-hs256', 'http://shop.test');

describe('tokens', () => {
  it('round-trips a session token and tells foreign and tampered tokens apart', async () => {
    const { token } = await signSessionToken(keys, 't_abc');
    await expect(verifySessionToken(keys, token)).resolves.toBe('t_abc');
    const other = await signSessionToken(
      tokenKeys('a-test-secret-long-enough-for-hs256', 'http://elsewhere'),
      't_abc',
    );
    await expect(verifySessionToken(keys, other.token)).rejects.toThrow(FOREIGN_SESSION);
    await expect(verifySessionToken(keys, `${token.slice(0, -2)}xx`)).rejects.toThrow(INVALID_SESSION);
    await expect(verifySessionToken(keys, 'garbage')).rejects.toThrow(INVALID_SESSION);
  });

  it('keeps auth and refresh tokens apart', async () => {
    const { token } = await signAuthToken(keys, 7, 'fam');
    await expect(verifyUserToken(keys, token, 'auth')).resolves.toEqual({ userId: 7, family: 'fam' });
    await expect(verifyUserToken(keys, token, 'refresh')).rejects.toThrow('Invalid refresh token');
  });
});

describe('passwords', () => {
  it('hashes with argon2 and verifies', async () => {
    const stored = await hashPassword('correct horse');
    expect(stored).toMatch(/^\$argon2id\$/);
    await expect(verifyPassword(stored, 'correct horse')).resolves.toBe(true);
    await expect(verifyPassword(stored, 'wrong')).resolves.toBe(false);
  });
});
