/**
 * `npm run load` as an SRE runs it, against the whole shop started as `npm start` starts it:
 * one PASS/FAIL line per threshold and exit 0 when all hold; with an impossible p95 budget the
 * same run fails that threshold and exits 1. The passing run gets a generous p95 budget: the
 * real budgets are a measurement of the reference machine (README), and a timed assertion on a
 * shared CI box would be flaky; the failed-request and check thresholds stay as they are.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShop, type Shop } from '../../ops/test/support/service-process.ts';

const packageDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

function load(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/run.ts', ...args], { cwd: packageDir });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
}

let shop: Shop;
beforeAll(async () => {
  // TRUST_PROXY: every journey is its own shopper address (load-tests/README.md, "Rate limits").
  shop = await startShop({ TRUST_PROXY: '1' });
}, 300_000);
afterAll(() => shop?.close());

describe('npm run load verdict against the started shop', () => {
  it('prints a PASS line per threshold and exits 0 when every threshold holds', async () => {
    const run = await load([
      '--base-url',
      shop.gatewayUrl,
      '--scenarios',
      'search,product-detail',
      '--duration',
      '2',
      '--p95-budget',
      '30000',
    ]);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    for (const scenario of ['search', 'product-detail'])
      for (const label of ['p95 under 30000 ms', 'failed requests under 1 %', 'checks passing over 99 %'])
        expect(run.stdout).toMatch(new RegExp(`^PASS  ${scenario}\\s+${label}: `, 'm'));
    expect(run.stdout).toContain('verdict: PASS (6 of 6 thresholds met)');
  }, 120_000);

  it('fails the p95 threshold and exits 1 with an impossible budget', async () => {
    const run = await load([
      '--base-url',
      shop.gatewayUrl,
      '--scenarios',
      'search',
      '--duration',
      '2',
      '--p95-budget',
      '0.001',
    ]);
    expect(run.code, run.stdout + run.stderr).toBe(1);
    expect(run.stdout).toMatch(
      /^FAIL {2}search {2}p95 under 0\.001 ms: \d+\.\d ms {2}\(k6: http_req_duration p\(95\)<0\.001\)$/m,
    );
    expect(run.stdout).toMatch(/^PASS {2}search {2}failed requests under 1 %/m);
    expect(run.stdout).toContain('verdict: FAIL (1 of 3 thresholds missed)');
  }, 120_000);

  it('answers --help with its options and a bad argument with one line, the usage and exit 2', async () => {
    const help = await load(['--help']);
    expect(help.code).toBe(0);
    for (const option of [
      '--base-url',
      '--duration',
      '--connections',
      '--scenarios',
      '--p95-budget',
      '--help',
    ])
      expect(help.stdout).toContain(option);
    const bad = await load(['--base-url', shop.gatewayUrl, '--scenario', 'search']);
    expect(bad.code).toBe(2);
    expect(bad.stderr.split('\n')[0]).toBe("load: Unknown option '--scenario'");
    expect(bad.stderr.split('\n')[1]).toBe('usage: npm run load -- [options]');
  }, 60_000);
});
