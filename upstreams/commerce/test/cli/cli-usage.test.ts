/**
 * The shop owner's tool answers `--help` with its commands and options, and a mistake with one
 * line saying what is wrong plus the usage (exit 2), never a Node stack trace.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const packageDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'src/cli/main.ts', ...args],
      { cwd: packageDir, env: { ...process.env, LOG_LEVEL: 'error' }, timeout: 60_000 },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('commerce CLI usage', () => {
  it('prints every command and option on --help and exits 0', async () => {
    const { code, stdout, stderr } = await cli('--help');
    expect(code).toBe(0);
    expect(stderr).toBe('');
    for (const command of ['seed', 'import', 'price', 'stock', 'coupon', 'coupons', 'mailbox', 'generate'])
      expect(stdout).toMatch(new RegExp(`^  ${command}\\b`, 'm'));
    for (const option of ['--sale', '--code', '--type', '--amount', '--expires', '--usage-limit', '--to'])
      expect(stdout).toContain(option);
    expect(stdout).not.toContain('src/cli/main.ts');
  }, 60_000);

  it('names an unknown option in one line, then the usage, and exits 2', async () => {
    const { code, stdout, stderr } = await cli('price', 'aurora', '9.90', '--bogus');
    expect(code).toBe(2);
    expect(stdout).toBe('');
    const [first, second] = stderr.split('\n');
    expect(first).toMatch(/^commerce: Unknown option '--bogus'/);
    expect(second).toMatch(/^usage: npm run cli -w upstreams\/commerce -- <command>/);
    expect(stderr).not.toMatch(/ERR_PARSE_ARGS|at .*\.js:\d+/);
  }, 60_000);

  it('names an unknown or missing command and exits 2', async () => {
    const unknown = await cli('frobnicate');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr.split('\n')[0]).toBe('commerce: unknown command "frobnicate"');
    const missing = await cli();
    expect(missing.code).toBe(2);
    expect(missing.stderr.split('\n')[0]).toBe('commerce: a command is required');
  }, 60_000);
});
