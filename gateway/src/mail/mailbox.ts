import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The local mailbox: without SMTP (development, tests) every mail lands here as one JSON file
 * under `${VAR_DIR}/gateway/mailbox/`, as the embedded commerce back end keeps its own
 * (`upstreams/commerce`, README "Mail"). `npm run mail -w gateway -- list|show` reads it.
 */
export interface StoredMail {
  /** The mail's Message-ID without angle brackets: one file per id, so a mail written twice is one mail. */
  id: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The mail's language (a shop locale code). */
  language?: string;
  /** ISO time it was written. */
  date: string;
}

export const mailboxDir = (dataDir: string): string => path.join(dataDir, 'gateway', 'mailbox');

/** File names are the id made safe; the id itself is kept inside. */
const fileOf = (dir: string, id: string): string => path.join(dir, `${id.replace(/[^\w.-]/g, '_')}.json`);

/**
 * Writes the mail under its id, through a temporary file renamed into place: a reader never sees
 * half a mail, and a mail sent again with the same id (an outbox retry) replaces itself.
 */
export function deliverToMailbox(dataDir: string, mail: Omit<StoredMail, 'date'>): StoredMail {
  const dir = mailboxDir(dataDir);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const stored: StoredMail = { ...mail, date: new Date().toISOString() };
  const file = fileOf(dir, mail.id);
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(stored, null, 2), { mode: 0o600 });
  renameSync(temporary, file);
  return stored;
}

/** Newest first; `to` keeps only mail to that address (any case). */
export function listMailbox(dataDir: string, to?: string): StoredMail[] {
  const dir = mailboxDir(dataDir);
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  return names
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as StoredMail)
    .filter((mail) => !to || mail.to.toLowerCase() === to.trim().toLowerCase())
    .sort((a, b) => b.date.localeCompare(a.date));
}

export function readMail(dataDir: string, id: string): StoredMail | undefined {
  return listMailbox(dataDir).find((mail) => mail.id === id || mail.id.startsWith(id));
}
