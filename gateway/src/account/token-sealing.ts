import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM from node:crypto, in an envelope: every shopper session gets a random data key
 * (DEK) that seals its upstream tokens; the DEK itself is stored wrapped by a key derived from
 * `TOKEN_ENCRYPTION_KEY` (the key-encryption key, KEK) in a deletable table (`session-keys.ts`).
 * Deleting a session's DEK makes every sealed value of that session unreadable, also the copies
 * in the append-only log (crypto-shredding).
 */

/** The settings: the key that seals, and older keys that may still open (rotation). */
export interface TokenKeys {
  current: string;
  previous?: string[];
}

export interface KeyEncryptionKey {
  /** Stored next to every wrapped DEK, so a rotated key still opens what it wrapped. */
  id: string;
  key: Buffer;
}

/** The KEK of a configured secret: HKDF-SHA256 turns any strong string into 32 bytes. */
export function keyEncryptionKey(secret: string): KeyEncryptionKey {
  const key = Buffer.from(hkdfSync('sha256', secret, 'nails-gateway', 'token-sealing-kek-v1', 32));
  // A fingerprint, not the key: a hash of the derived key names it without revealing it.
  const id = createHash('sha256').update('kek-id').update(key).digest('hex').slice(0, 12);
  return { id, key };
}

export class KeyRing {
  readonly current: KeyEncryptionKey;
  private readonly byId = new Map<string, KeyEncryptionKey>();

  constructor(keys: TokenKeys) {
    this.current = keyEncryptionKey(keys.current);
    for (const kek of [this.current, ...(keys.previous ?? []).filter(Boolean).map(keyEncryptionKey)])
      if (!this.byId.has(kek.id)) this.byId.set(kek.id, kek);
  }

  find(id: string): KeyEncryptionKey | undefined {
    return this.byId.get(id);
  }
}

const ivBytes = 12; // the GCM nonce size NIST recommends
const b64 = (buffer: Buffer) => buffer.toString('base64url');

/** `iv.ciphertext.tag`, base64url; `aad` binds the value to where it belongs. */
export function encrypt(key: Buffer, plain: Buffer, aad: string): string {
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad));
  const ciphertext = Buffer.concat([cipher.update(plain), cipher.final()]);
  return [b64(iv), b64(ciphertext), b64(cipher.getAuthTag())].join('.');
}

/** Throws when the key, the AAD or any byte is wrong (GCM authenticates). */
export function decrypt(key: Buffer, sealed: string, aad: string): Buffer {
  const [iv, ciphertext, tag] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !ciphertext || !tag || iv.length !== ivBytes) throw new Error('malformed sealed value');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(Buffer.from(aad));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(ciphertext), decipher.final()]);
}

/** A sealed token as stored in events and read models: `sealed:v1:<DEK id>:<iv.ciphertext.tag>`. */
const prefix = 'sealed:v1:';

export const isSealed = (value: string): boolean => value.startsWith(prefix);

export interface DataKey {
  id: string;
  key: Buffer;
}

const tokenAad = (sessionId: string, dekId: string) => `token:${sessionId}:${dekId}`;

export function sealToken(sessionId: string, dek: DataKey, token: string): string {
  return `${prefix}${dek.id}:${encrypt(dek.key, Buffer.from(token, 'utf8'), tokenAad(sessionId, dek.id))}`;
}

/** The DEK id a sealed value needs, or undefined for a plain (pre-sealing) value. */
export function sealedWith(value: string): string | undefined {
  if (!isSealed(value)) return undefined;
  return value.slice(prefix.length).split(':')[0];
}

/** Undefined when the DEK is gone (signed out, erased) or is not the one that sealed it. */
export function openToken(sessionId: string, dek: DataKey | undefined, value: string): string | undefined {
  if (!isSealed(value)) return value; // written before sealing existed: still readable
  const [dekId, sealed] = value.slice(prefix.length).split(':');
  if (!dek || dekId !== dek.id || !sealed) return undefined;
  try {
    return decrypt(dek.key, sealed, tokenAad(sessionId, dek.id)).toString('utf8');
  } catch {
    return undefined;
  }
}
