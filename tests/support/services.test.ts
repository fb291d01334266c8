import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createPostgresDatabase,
  findPostgres,
  findRedis,
  redisKeyPrefix,
  requireService,
} from './services.ts';

const redis = await requireService(findRedis);
const postgres = await requireService(findPostgres);

describe.skipIf(!redis.url)('real Redis', () => {
  it('is found and keeps what a suite writes under its own prefix', async () => {
    const client = new Redis(redis.url!);
    const key = `${redisKeyPrefix('services')}probe`;
    await client.set(key, 'nails', 'EX', 30);
    expect(await client.get(key)).toBe('nails');
    await client.del(key);
    client.disconnect();
  });
});

describe.skipIf(!postgres.url)('real PostgreSQL', () => {
  const drops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const drop of drops) await drop();
  });

  it('gives each suite a database of its own that others cannot see', async () => {
    const first = await createPostgresDatabase(postgres.url!);
    const second = await createPostgresDatabase(postgres.url!);
    drops.push(first.drop, second.drop);
    expect(first.url).not.toBe(second.url);
    const a = new pg.Client({ connectionString: first.url });
    const b = new pg.Client({ connectionString: second.url });
    await Promise.all([a.connect(), b.connect()]);
    await a.query('create table marker (id int)');
    const seen = await b.query(
      "select count(*)::int as n from information_schema.tables where table_name = 'marker'",
    );
    expect(seen.rows[0].n).toBe(0);
    await Promise.all([a.end(), b.end()]);
  });
});
