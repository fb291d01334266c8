import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPostgresDatabase, findPostgres, requireService } from '@nails/tests/support/services';
import {
  openEventStore,
  type EventStore,
  type EventStoreConfig,
} from '../../../src/state/open-event-store.ts';

/**
 * The two stores every events suite runs against: a real PostgreSQL (a database of the suite's
 * own, dropped afterwards; skipped with a line when no server is found, a failure under
 * REQUIRE_SERVICES=1) and the embedded PGlite store in a temp VAR_DIR.
 */
export interface Backend {
  name: string;
  skip: boolean;
  open(config?: Partial<EventStoreConfig>): Promise<EventStore>;
  /** Opens the same log again, as a restarted gateway would. */
  reopen(config?: Partial<EventStoreConfig>): Promise<EventStore>;
  cleanup(): Promise<void>;
}

const postgres = await requireService(findPostgres);

export function backends(): Backend[] {
  return [postgresBackend(), embeddedBackend()];
}

function postgresBackend(): Backend {
  let database: { url: string; drop(): Promise<void> } | undefined;
  // The PostgreSQL store keeps nothing on disk; VAR_DIR only has to exist.
  const dataDir = tmpdir();
  return {
    name: 'PostgreSQL',
    skip: !postgres.url,
    async open(config = {}) {
      database = await createPostgresDatabase(postgres.url!);
      return openEventStore({ dataDir, eventStoreUrl: database.url, ...config });
    },
    async reopen(config = {}) {
      return openEventStore({ dataDir, eventStoreUrl: database!.url, ...config });
    },
    async cleanup() {
      await database?.drop();
    },
  };
}

function embeddedBackend(): Backend {
  let dataDir: string | undefined;
  return {
    name: 'embedded PGlite',
    skip: false,
    open(config = {}) {
      dataDir = mkdtempSync(path.join(tmpdir(), 'events-pglite-'));
      return openEventStore({ dataDir, ...config });
    },
    reopen: (config = {}) => openEventStore({ dataDir: dataDir!, ...config }),
    async cleanup() {
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
