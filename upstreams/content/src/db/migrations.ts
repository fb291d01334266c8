import type { Migration } from '@nails/platform/sqlite';

const system = `
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  document_id TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  published_at TEXT`;

/**
 * Schema migrations, applied in order by platform's runner and recorded in `schema_migrations`. A
 * migration is never edited once committed: a change to the model is a new entry at the end.
 */
export const migrations: Migration[] = [
  {
    version: 1,
    name: 'content types, files and users',
    sql: `
      CREATE TABLE files (${system},
        name TEXT NOT NULL,
        alternativeText TEXT,
        caption TEXT,
        width INTEGER,
        height INTEGER,
        hash TEXT NOT NULL,
        ext TEXT NOT NULL,
        mime TEXT NOT NULL,
        size REAL NOT NULL,
        url TEXT NOT NULL
      );
      CREATE TABLE configs (${system},
        locale TEXT NOT NULL,
        "key" TEXT NOT NULL,
        "value" TEXT,
        is_open INTEGER NOT NULL DEFAULT 1,
        UNIQUE (document_id, locale)
      );
      CREATE INDEX configs_key ON configs ("key", locale);
      CREATE TABLE links (${system},
        locale TEXT NOT NULL,
        "text" TEXT NOT NULL,
        link TEXT,
        group_slug TEXT,
        is_open INTEGER NOT NULL DEFAULT 1,
        sort INTEGER NOT NULL DEFAULT 0,
        UNIQUE (document_id, locale)
      );
      CREATE INDEX links_group ON links (group_slug, locale);
      CREATE TABLE subscription_emails (${system},
        locale TEXT,
        email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        form_to TEXT,
        is_send_mail INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE contact_messages (${system},
        locale TEXT,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        subject TEXT,
        message TEXT NOT NULL
      );
      CREATE TABLE globals (${system},
        locale TEXT NOT NULL,
        siteName TEXT NOT NULL,
        logo INTEGER REFERENCES files (id) ON DELETE SET NULL,
        UNIQUE (document_id, locale)
      );
      CREATE TABLE users (${system},
        username TEXT NOT NULL UNIQUE,
        email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        password_hash TEXT NOT NULL,
        provider TEXT NOT NULL DEFAULT 'local',
        confirmed INTEGER NOT NULL DEFAULT 1,
        blocked INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE service_state (name TEXT PRIMARY KEY, value TEXT NOT NULL);
    `,
  },
  {
    version: 2,
    name: 'the privacy policy page',
    sql: `
      CREATE TABLE privacy_policies (${system},
        locale TEXT NOT NULL,
        title TEXT NOT NULL,
        intro TEXT,
        body TEXT,
        UNIQUE (document_id, locale)
      );
    `,
  },
];
