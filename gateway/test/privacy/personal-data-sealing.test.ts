import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { KeyRing } from '../../src/account/token-sealing.ts';
import {
  customerSubject,
  emailSubject,
  isSealedPersonal,
  PersonalData,
  SubjectKeys,
} from '../../src/privacy/shredding/index.ts';
import { createPostgresDatabase, findPostgres, requireService } from '@nails/tests/support/services';

const postgres = await requireService(findPostgres);

describe.skipIf(!postgres.url)('personal data sealing (crypto-shredding) on PostgreSQL', () => {
  const ring = new KeyRing({ current: 'the current key-encryption secret' });
  let database: { url: string; drop(): Promise<void> };
  let databaseUrl: string | undefined;
  let keys: SubjectKeys;
  let personal: PersonalData;

  beforeAll(async () => {
    database = await createPostgresDatabase(postgres.url!);
    databaseUrl = database.url;
    keys = new SubjectKeys(databaseUrl, ring);
    personal = new PersonalData(keys);
  });
  afterAll(async () => {
    await keys.close();
    await database.drop();
  });

  it('seals a value so that neither it nor its key is readable in the database', async () => {
    const ada = customerSubject(101);
    const sealed = await personal.seal(ada, 'ada@example.com');
    expect(isSealedPersonal(sealed)).toBe(true);
    expect(sealed).not.toContain('ada@example.com');
    expect(await personal.open(ada, sealed)).toBe('ada@example.com');
    expect(await personal.openSealed(sealed)).toBe('ada@example.com');
    const dump = await everyKeyRow(databaseUrl!);
    expect(dump).not.toContain('ada@example.com');
  });

  it('opens nothing once the subject is forgotten, without throwing, and other subjects still open', async () => {
    const bea = customerSubject(102);
    const cleo = emailSubject('Cleo@Example.com ');
    const beaName = await personal.sealJson(bea, { firstName: 'Bea', city: 'Lyon' });
    const cleoEmail = await personal.seal(cleo, 'cleo@example.com');
    expect(await personal.forget(bea)).toBe(true);
    expect(await personal.openJson(bea, beaName)).toBeNull();
    expect(await personal.openSealed(beaName)).toBeNull();
    expect(await personal.open(cleo, cleoEmail)).toBe('cleo@example.com');
  });

  it('a key deleted by another gateway instance stops opening once its cache lapses, and a new seal gets a new key', async () => {
    const dora = customerSubject(103);
    const sealed = await personal.seal(dora, 'Dora Maar');
    const elsewhere = new SubjectKeys(databaseUrl!, ring);
    await new PersonalData(elsewhere).forget(dora);
    await elsewhere.close();
    const laterKeys = new SubjectKeys(databaseUrl!, ring);
    const later = new PersonalData(laterKeys);
    expect(await later.open(dora, sealed)).toBeNull();
    const again = await later.seal(dora, 'Dora Maar');
    expect(await later.open(dora, again)).toBe('Dora Maar');
    expect(await later.open(dora, sealed)).toBeNull();
    await laterKeys.close();
  });

  it('a value moved to another subject or altered does not open', async () => {
    const eve = customerSubject(104);
    const sealed = await personal.seal(eve, 'Eve Rue 1');
    const moved = sealed.replace('customer:104', 'customer:105');
    expect(await personal.open(customerSubject(105), moved)).toBeNull();
    expect(await personal.open(customerSubject(105), sealed)).toBeNull();
    const tampered = sealed.slice(0, -3) + (sealed.endsWith('A') ? 'BBB' : 'AAA');
    expect(await personal.open(eve, tampered)).toBeNull();
  });

  it('a plain value written before sealing opens as itself', async () => {
    expect(await personal.open(customerSubject(106), 'old@example.com')).toBe('old@example.com');
  });

  it('rotation: keys wrapped by the previous secret open under the new one and are wrapped again', async () => {
    const fay = emailSubject('fay@example.com');
    const sealed = await personal.seal(fay, 'fay@example.com');
    const rotated = new SubjectKeys(
      databaseUrl!,
      new KeyRing({
        current: 'the next key-encryption secret',
        previous: ['the current key-encryption secret'],
      }),
    );
    expect(await rotated.rewrapAll()).toBeGreaterThan(0);
    expect(await new PersonalData(rotated).open(fay, sealed)).toBe('fay@example.com');
    await rotated.close();
    // The old secret alone no longer opens the rewrapped key.
    const oldOnly = new SubjectKeys(
      databaseUrl!,
      new KeyRing({ current: 'the current key-encryption secret' }),
    );
    expect(await new PersonalData(oldOnly).open(fay, sealed)).toBeNull();
    await oldOnly.close();
  });
});

async function everyKeyRow(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const rows = await client.query('SELECT * FROM gateway_subject_keys');
  await client.end();
  return JSON.stringify(rows.rows);
}
