/**
 * One list of content calls (content-calls.ts), two targets: a real Strapi 5 (tests/strapi/app,
 * seeded over REST by the owner's script) and the embedded content service. Both must pass, so
 * the embedded service cannot drift from Strapi again where the gateway relies on it.
 *
 * Strapi comes from tests/strapi/app (`npm ci` there; .ci/run does it) or from STRAPI_URL with
 * STRAPI_API_TOKEN and STRAPI_SEED_TOKEN. Without either the Strapi target is skipped with a line
 * saying so, except under REQUIRE_SERVICES=1 (CI), where it fails.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startContent } from '@nails/content';
import { loadOrCreateSecrets } from '@nails/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOverRest } from '../../upstreams/content/src/strapi/seed-over-rest.ts';
import { freePort } from '../production/processes.ts';
import { contentCalls, newRunState, type ContentTarget, type RunState } from './content-calls.ts';
import { startStrapi, strapiSource, type StrapiServer } from './strapi-process.ts';

const source = strapiSource();
if ('missing' in source) {
  if (/^(1|true|yes)$/i.test(process.env.REQUIRE_SERVICES ?? ''))
    throw new Error(`REQUIRE_SERVICES=1 but ${source.missing}`);
  console.warn(`[services] skipping the real-Strapi target: ${source.missing}`);
}

describe.skipIf('missing' in source)('content calls against a real Strapi 5', () => {
  let strapi: StrapiServer;
  let state: RunState;

  beforeAll(async () => {
    const started = Date.now();
    strapi = await startStrapi();
    const booted = Date.now();
    await seedOverRest({ url: strapi.url, token: strapi.seedToken });
    console.log(
      `[strapi] started in ${booted - started} ms, seeded over REST in ${Date.now() - booted} ms (${strapi.url})`,
    );
    state = newRunState(strapi);
  }, 180_000);
  afterAll(async () => strapi?.close());

  for (const call of contentCalls) it(call.name, () => call.run(strapi, state), 120_000);

  it('the seed script leaves a Strapi that already has content alone', async () => {
    expect(await seedOverRest({ url: strapi.url, token: strapi.seedToken })).toBe(false);
  });
});

describe('content calls against the embedded content service', () => {
  const varDir = mkdtempSync(path.join(tmpdir(), 'content-conformance-'));
  let service: { url: string; close(): Promise<void> } | undefined;
  let target: ContentTarget;
  let state: RunState;

  beforeAll(async () => {
    const port = await freePort();
    const start = async () => {
      service = await startContent({ port, env: { VAR_DIR: varDir, LOG_LEVEL: 'warn' } });
    };
    await start();
    // The embedded service's full-access token is the one the gateway is given.
    const token = loadOrCreateSecrets(varDir).contentApiToken;
    target = {
      url: service!.url,
      token,
      seedToken: token,
      start,
      stop: async () => {
        await service?.close();
        service = undefined;
      },
    };
    state = newRunState(target);
  }, 60_000);
  afterAll(async () => {
    await service?.close();
    rmSync(varDir, { recursive: true, force: true });
  });

  for (const call of contentCalls) it(call.name, () => call.run(target, state), 60_000);
});
