import { decrypt, encrypt } from '../../account/token-sealing.ts';
import { isSubjectId, type SubjectId } from './subject-ids.ts';
import type { SubjectKeys } from './subject-keys.ts';

/**
 * A personal value as events and projections store it:
 * `pii:v1:<subject id>|<data key id>|<iv.ciphertext.tag>` (AES-256-GCM, base64url parts). The
 * subject travels with the value, so whoever reads it knows which key opens it; the AAD binds the
 * ciphertext to that subject and key, so a value moved to another subject does not open.
 */
const prefix = 'pii:v1:';

export const isSealedPersonal = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith(prefix);

/** The subject a sealed value belongs to, or undefined for a value that is not sealed. */
export function subjectOf(value: string): SubjectId | undefined {
  if (!isSealedPersonal(value)) return undefined;
  const subject = value.slice(prefix.length).split('|')[0] ?? '';
  return isSubjectId(subject) ? subject : undefined;
}

const aad = (subject: SubjectId, dekId: string) => `pii:${subject}:${dekId}`;

/**
 * Seals and opens personal fields with their subject's key (`subject-keys.ts`). Opening a value
 * whose key was deleted (the subject was erased) answers null, never throws: readers show the
 * value as erased. A value written before sealing existed (plain text) opens as itself.
 */
export class PersonalData {
  constructor(private readonly keys: SubjectKeys) {}

  async seal(subject: SubjectId, value: string): Promise<string> {
    if (!isSubjectId(subject)) throw new Error('not a data subject id');
    const dek = await this.keys.get(subject, { create: true });
    if (!dek) throw new Error('no data key could be made for this subject');
    return `${prefix}${subject}|${dek.id}|${encrypt(dek.key, Buffer.from(value, 'utf8'), aad(subject, dek.id))}`;
  }

  /** Null when the value is erased (its key is gone), tampered with, or sealed for another subject. */
  async open(subject: SubjectId, value: string): Promise<string | null> {
    if (!isSealedPersonal(value)) return value;
    const [sealedFor, dekId, sealed] = value.slice(prefix.length).split('|');
    if (sealedFor !== subject || !dekId || !sealed) return null;
    const dek = await this.keys.get(subject, { create: false, expectedId: dekId });
    if (!dek || dek.id !== dekId) return null;
    try {
      return decrypt(dek.key, sealed, aad(subject, dekId)).toString('utf8');
    } catch {
      return null;
    }
  }

  /** Opens a sealed value with the subject it names (projections that keep only the sealed value). */
  openSealed(value: string): Promise<string | null> {
    const subject = subjectOf(value);
    if (isSealedPersonal(value) && !subject) return Promise.resolve(null);
    return subject ? this.open(subject, value) : Promise.resolve(value);
  }

  /** Any JSON value (an address object), sealed as one string. */
  sealJson(subject: SubjectId, value: unknown): Promise<string> {
    return this.seal(subject, JSON.stringify(value));
  }

  async openJson<T>(subject: SubjectId, value: string): Promise<T | null> {
    const opened = await this.open(subject, value);
    return opened === null ? null : (JSON.parse(opened) as T);
  }

  /** Erasure: every value ever sealed for the subject is unreadable from now on. */
  forget(subject: SubjectId): Promise<boolean> {
    return this.keys.forget(subject);
  }
}
