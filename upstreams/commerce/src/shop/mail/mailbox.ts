import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * With no SMTP server configured, mail lands here, one JSON file per message under
 * `${VAR_DIR}/commerce/mailbox/`, so a developer can read a reset link with
 * `npm run cli -w upstreams/commerce -- mailbox` or at GET /dev/mailbox.
 */
export interface Mail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** ISO time it was sent. */
  date: string;
}

export const mailboxDir = (varDir: string): string => path.join(varDir, 'commerce', 'mailbox');

export function deliverToMailbox(varDir: string, mail: Omit<Mail, 'id' | 'date'>): Mail {
  const dir = mailboxDir(varDir);
  mkdirSync(dir, { recursive: true });
  const date = new Date();
  // Sortable by name: the time first, then randomness so two mails in one millisecond both land.
  const id = `${date.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
  const stored: Mail = { id, date: date.toISOString(), ...mail };
  writeFileSync(path.join(dir, `${id}.json`), JSON.stringify(stored, null, 2), { mode: 0o600 });
  return stored;
}

/** Newest first; `to` keeps only mail to that address. */
export function listMailbox(varDir: string, to?: string): Mail[] {
  let names: string[];
  try {
    names = readdirSync(mailboxDir(varDir)).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  return names
    .sort()
    .reverse()
    .map((name) => JSON.parse(readFileSync(path.join(mailboxDir(varDir), name), 'utf8')) as Mail)
    .filter((mail) => !to || mail.to.toLowerCase() === to.toLowerCase());
}

export function readMail(varDir: string, id: string): Mail | undefined {
  if (!/^[\w-]+$/.test(id)) return undefined;
  try {
    return JSON.parse(readFileSync(path.join(mailboxDir(varDir), `${id}.json`), 'utf8')) as Mail;
  } catch {
    return undefined;
  }
}
