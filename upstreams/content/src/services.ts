import { Users } from './auth/users.ts';
import type { ContentConfig } from './config.ts';
import { contentTypes, type ContentType } from './content-types.ts';
import { openDatabase, type Db } from './db/database.ts';
import { EntryStore } from './store/entries.ts';
import { FileStore } from './uploads/file-store.ts';

/** Everything the routes and the seed share: one database, the file store, the users. */
export interface ContentServices {
  db: Db;
  files: FileStore;
  users: Users;
  entries: Map<ContentType, EntryStore>;
  close(): void;
}

export function openServices(config: ContentConfig): ContentServices {
  const db = openDatabase(config.databaseFile);
  return {
    db,
    files: new FileStore(db, config.uploadsDir),
    users: new Users(db, config.CONTENT_JWT_SECRET),
    entries: new Map(contentTypes.map((type) => [type, new EntryStore(db, type)])),
    close: () => db.close(),
  };
}

export function entryStore(services: ContentServices, route: string): EntryStore {
  const store = [...services.entries.values()].find((candidate) => candidate.type.route === route);
  if (!store) throw new Error(`no content type ${route}`);
  return store;
}
