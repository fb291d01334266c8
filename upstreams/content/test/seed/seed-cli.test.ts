/**
 * The content tool (`npm run seed -w upstreams/content`) answers `--help` with what it does and
 * its options, and a bad argument with one line plus the usage (exit 2), touching no data.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const packageDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..');
const varDir = mkdtempSync(path.join(tmpdir(), 'content-cli-'));
afterAll(() => rmSync(varDir, { recursive: true, force: true }));

async function seed(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'src/seed/run.ts', ...args],
      { cwd: packageDir, env: { ...process.env, VAR_DIR: varDir }, timeout: 60_000 },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('content seed CLI usage', () => {
  it('prints what it does and its options on --help, exits 0 and seeds nothing', async () => {
    const { code, stdout } = await seed('--help');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^usage: npm run seed -w upstreams\/content/);
    expect(stdout).toContain('-h, --help');
    expect(stdout).toContain('VAR_DIR');
    expect(existsSync(path.join(varDir, 'content'))).toBe(false);
  }, 60_000);

  it('names a bad argument in one line, then the usage, and exits 2', async () => {
    const { code, stderr } = await seed('--force');
    expect(code).toBe(2);
    const [first, second] = stderr.split('\n');
    expect(first).toMatch(/^content seed: Unknown option '--force'/);
    expect(second).toMatch(/^usage: npm run seed -w upstreams\/content/);
    expect(existsSync(path.join(varDir, 'content'))).toBe(false);
  }, 60_000);
});
