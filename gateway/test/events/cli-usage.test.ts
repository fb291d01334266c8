/**
 * `npm run events` answers `--help` with its commands and options, and a mistake with one line
 * saying what is wrong plus the usage (exit 2), before it opens any event store.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const cliFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/state/cli.ts');

async function events(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', cliFile, ...args],
      {
        // An unreachable store: a usage answer must not need one.
        env: { ...process.env, EVENT_STORE_URL: 'postgres://nobody@127.0.0.1:9/none' },
        timeout: 60_000,
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('events CLI usage', () => {
  it('prints its commands and options on --help and exits 0', async () => {
    const { code, stdout } = await events('--help');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^ {2}rebuild\b/m);
    expect(stdout).toMatch(/^ {2}tail \[--from-beginning\]/m);
    expect(stdout).toContain('-h, --help');
    expect(stdout).toContain('EVENT_STORE_URL');
  }, 60_000);

  it('names a bad argument in one line, then the usage, and exits 2', async () => {
    const cases: [string[], string][] = [
      [['tail', '--from-start'], "events: Unknown option '--from-start'"],
      [['replay'], 'events: unknown command "replay"'],
      [[], 'events: a command is required'],
      [['rebuild', '--from-beginning'], 'events: --from-beginning applies to tail only'],
      [['rebuild', 'now'], 'events: unexpected argument "now"'],
    ];
    for (const [args, line] of cases) {
      const { code, stdout, stderr } = await events(...args);
      expect(code, args.join(' ')).toBe(2);
      expect(stdout).toBe('');
      const [first, second] = stderr.split('\n');
      expect(first).toContain(line);
      expect(second).toBe('usage: npm run events -- <command> [options]');
    }
  }, 120_000);
});
