/**
 * Finds the real services integration tests need, in this order (root README):
 *   1. REDIS_URL / DATABASE_URL from the environment;
 *   2. localhost's standard ports (6379; 5432 as user postgres, trust auth, database test);
 *   3. a throw-away container through testcontainers, when a Docker engine answers;
 *   4. otherwise the suite is skipped with a line naming what is missing, except under
 *      REQUIRE_SERVICES=1 (CI), where a missing service fails the run.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { Redis } from 'ioredis';
import pg from 'pg';
import type * as Testcontainers from 'testcontainers';

export type Found = { url: string; missing?: undefined } | { url?: undefined; missing: string };

const required = () => /^(1|true|yes)$/i.test(process.env.REQUIRE_SERVICES ?? '');
const cache = new Map<string, Promise<Found>>();

export function findRedis(): Promise<Found> {
  return memo('redis', () =>
    locate('Redis', process.env.REDIS_URL, 'redis://127.0.0.1:6379', pingRedis, async () => {
      const container = await startContainer('redis:7-alpine', 6379);
      return container && `redis://${container.host}:${container.port}`;
    }),
  );
}

export function findPostgres(): Promise<Found> {
  return memo('postgres', () =>
    locate(
      'PostgreSQL',
      process.env.DATABASE_URL,
      'postgres://postgres@127.0.0.1:5432/test',
      pingPostgres,
      async () => {
        const container = await startContainer('postgres:16-alpine', 5432, {
          POSTGRES_HOST_AUTH_METHOD: 'trust',
        });
        return container && `postgres://postgres@${container.host}:${container.port}/postgres`;
      },
    ),
  );
}

/**
 * A database of its own for one suite (created now, dropped by the returned function), so suites
 * that run side by side never see each other's rows.
 */
export async function createPostgresDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        // Wait for the suite's pools to let go. Terminating a connection a library still holds
        // (DROP … WITH (FORCE)) makes its idle client emit an error nobody listens to, which
        // fails the whole test run; a database still in use is left in place and named instead.
        for (let attempt = 0; attempt < 50; attempt++) {
          const open = await client.query(
            'select count(*)::int as n from pg_stat_activity where datname = $1',
            [name],
          );
          if (open.rows[0].n === 0) {
            await client.query(`DROP DATABASE IF EXISTS ${name}`);
            return;
          }
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        console.warn(
          `[services] database ${name} still has open connections (a pool was not closed); left in place`,
        );
      } finally {
        await client.end();
      }
    },
  };
}

/** A key prefix of its own for one suite sharing a Redis server with others. */
export const redisKeyPrefix = (suite: string): string => `test:${suite}:${randomBytes(4).toString('hex')}:`;

/**
 * Use in a suite: `const redis = await requireService(findRedis)` then
 * `describe.skipIf(!redis.url)(...)`. Under REQUIRE_SERVICES=1 a missing service throws instead.
 */
export async function requireService(find: () => Promise<Found>): Promise<Found> {
  const found = await find();
  if (found.missing) {
    if (required()) throw new Error(`REQUIRE_SERVICES=1 but ${found.missing}`);
    console.warn(`[services] skipping: ${found.missing}`);
  }
  return found;
}

function memo(key: string, find: () => Promise<Found>): Promise<Found> {
  let found = cache.get(key);
  if (!found) {
    found = find();
    cache.set(key, found);
  }
  return found;
}

async function locate(
  label: string,
  fromEnv: string | undefined,
  standard: string,
  ping: (url: string) => Promise<void>,
  container: () => Promise<string | undefined>,
): Promise<Found> {
  const tried: string[] = [];
  for (const url of [fromEnv, standard]) {
    if (!url) continue;
    try {
      await ping(url);
      return { url };
    } catch (error) {
      tried.push(`${redact(url)} (${(error as Error).message})`);
    }
  }
  try {
    const url = await container();
    if (url) return { url };
    tried.push('testcontainers (no Docker engine answers)');
  } catch (error) {
    tried.push(`testcontainers (${(error as Error).message})`);
  }
  return { missing: `${label} is not reachable; tried ${tried.join(', ')}` };
}

const redact = (url: string) => url.replace(/\/\/[^@/]*@/, '//***@');

async function pingRedis(url: string): Promise<void> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1500,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await client.connect();
    await client.ping();
  } finally {
    client.disconnect();
  }
}

async function pingPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('select 1');
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function startContainer(
  image: string,
  port: number,
  environment: Record<string, string> = {},
): Promise<{ host: string; port: number } | undefined> {
  if (!process.env.DOCKER_HOST && !existsSync('/var/run/docker.sock')) return undefined;
  // testcontainers is optional: it is only worth installing where a Docker engine exists.
  const moduleName = 'testcontainers';
  const { GenericContainer } = (await import(moduleName)) as typeof Testcontainers;
  const started = await new GenericContainer(image)
    .withEnvironment(environment)
    .withExposedPorts(port)
    .start();
  process.once('exit', () => void started.stop());
  return { host: started.getHost(), port: started.getMappedPort(port) };
}
