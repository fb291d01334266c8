/**
 * Sign-in timing (gateway README "Security": accounts that exist are not revealed): a wrong
 * password for an account that exists against a name no account has, through the gateway in
 * front of the embedded commerce in its own process, alternating one of each so both see the
 * same machine. Both must answer INVALID_CREDENTIALS; prints the median and p90 of each path and
 * their ratio (the aim: within 20 % of each other). Asserts nothing about time.
 *
 * Each try comes from its own address and names its own account, so the sign-in rate limits
 * (per IP and per account) never answer in place of commerce. Knob: `BENCH_TRIES` (default 60).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app.ts';
import { loadGatewayConfig } from '../src/config.ts';
import { median } from './support/load.ts';
import { startUpstreamProcess } from './support/upstream-processes.ts';

const tries = Number(process.env.BENCH_TRIES ?? 60);
const password = 'Timing-pass-2026';
const varDir = mkdtempSync(path.join(tmpdir(), 'gw-bench-sign-in-'));
const commerce = await startUpstreamProcess('commerce', varDir);
const gateway = await buildApp(
  loadGatewayConfig({
    VAR_DIR: varDir,
    COMMERCE_GRAPHQL_URL: `${commerce.url}/graphql`,
    CONTENT_API_URL: 'http://127.0.0.1:9',
    PERSISTED_QUERIES_FILE: path.join(varDir, 'persisted-queries.json'),
    WEB_DIST_DIR: path.join(varDir, 'web-dist'),
  }),
  { logger: false },
);

let address = 0;
/** One GraphQL call from an address no call used before; its time in ms and its error code. */
async function call(query: string, variables: Record<string, unknown>) {
  address += 1;
  const start = performance.now();
  const response = await gateway.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
    headers: { 'content-type': 'application/json' },
    payload: { query, variables },
  });
  const ms = performance.now() - start;
  const body = response.json() as { errors?: { extensions?: { code?: string } }[] };
  return { ms, code: body.errors?.[0]?.extensions?.code };
}

const register = `mutation($e: String!, $p: String!) {
  registerCustomer(input: { email: $e, username: $e, password: $p }) { clientMutationId }
}`;
const signIn = `mutation($u: String!, $p: String!) {
  login(input: { provider: PASSWORD, credentials: { username: $u, password: $p } }) { clientMutationId }
}`;

const accounts = Array.from({ length: tries + 3 }, (_unused, index) => `timing-${index}@example.com`);
for (const email of accounts) {
  const { code } = await call(register, { e: email, p: password });
  if (code) throw new Error(`registering ${email} answered ${code}`);
}

const times = { wrongPassword: [] as number[], unknownName: [] as number[] };
for (let index = 0; index < accounts.length; index++) {
  const wrongPassword = await call(signIn, { u: accounts[index], p: 'not-the-password' });
  const unknownName = await call(signIn, { u: `nobody-${index}@example.com`, p: 'not-the-password' });
  for (const answer of [wrongPassword, unknownName])
    if (answer.code !== 'INVALID_CREDENTIALS') throw new Error(`a wrong sign-in answered ${answer.code}`);
  if (index < 3) continue; // the first tries warm the code paths up
  times.wrongPassword.push(wrongPassword.ms);
  times.unknownName.push(unknownName.ms);
}

const p90 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.9)]!;
const line = (name: string, values: number[]) =>
  `${name.padEnd(32)} median ${median(values).toFixed(1).padStart(6)} ms   p90 ${p90(values).toFixed(1).padStart(6)} ms`;
console.log(`sign-in refusals through the gateway, ${tries} of each, alternating`);
console.log(line('wrong password, account exists', times.wrongPassword));
console.log(line('unknown name', times.unknownName));
const ratio = median(times.unknownName) / median(times.wrongPassword);
console.log(`ratio of medians (unknown / wrong password): ${ratio.toFixed(2)} (aim: 0.80–1.20)`);

await gateway.close();
commerce.stop();
rmSync(varDir, { recursive: true, force: true });
