import { randomBytes } from 'node:crypto';

const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A Strapi 5 style `documentId`: 24 lower-case letters and digits, the same for every locale. */
export function newDocumentId(): string {
  const bytes = randomBytes(24);
  let id = alphabet[bytes[0]! % 26]!; // starts with a letter, so it never looks like a numeric id
  for (let i = 1; i < 24; i += 1) id += alphabet[bytes[i]! % alphabet.length];
  return id;
}
