/**
 * Log output as the person or collector reading it sees it: pretty lines on a terminal in
 * development, JSON everywhere else, at the level the service was started with. A terminal is
 * a real pseudo-terminal (`script` from util-linux), not a flag.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadConfig, logLevel } from '../src/config.ts';
import { logFormat } from '../src/logger.ts';

const run = promisify(execFile);
const fixture = fileURLToPath(new URL('./support/fixtures/log-lines.ts', import.meta.url));
const command = `${process.execPath} --import tsx ${fixture}`;

async function logs(options: { terminal: boolean; appMode: string; level?: string }): Promise<string[]> {
  const env = {
    ...process.env,
    FIXTURE_APP_MODE: options.appMode,
    FIXTURE_LOG_LEVEL: options.level ?? 'info',
    NO_COLOR: '1',
  };
  const { stdout } = options.terminal
    ? await run('script', ['-q', '-e', '-c', command, '/dev/null'], { env, timeout: 60_000 })
    : await run(process.execPath, ['--import', 'tsx', fixture], { env, timeout: 60_000 });
  return stdout
    .split(/\r?\n/)
    .map((line) => line.trimEnd())
    .filter(Boolean);
}

const isJson = (line: string) => {
  try {
    return typeof JSON.parse(line) === 'object';
  } catch {
    return false;
  }
};

describe('service logs', () => {
  it('are pretty on a terminal in development', async () => {
    const lines = await logs({ terminal: true, appMode: 'development' });
    expect(lines.some((line) => /INFO.*\(fixture\): order placed/.test(line))).toBe(true);
    expect(lines.some((line) => /order: 42/.test(line))).toBe(true);
    expect(lines.some((line) => /WARN.*stock low/.test(line))).toBe(true);
    expect(lines.filter(isJson)).toEqual([]);
  }, 60_000);

  it('are JSON on a terminal in production', async () => {
    const lines = await logs({ terminal: true, appMode: 'production' });
    expect(lines.every(isJson)).toBe(true);
    expect(lines.map((line) => JSON.parse(line) as { msg: string; order?: number })).toEqual([
      expect.objectContaining({ msg: 'order placed', order: 42, name: 'fixture', level: 30 }),
      expect.objectContaining({ msg: 'stock low', level: 40 }),
    ]);
  }, 60_000);

  it('are JSON in development when stdout is a pipe or file (containers, log collectors)', async () => {
    const lines = await logs({ terminal: false, appMode: 'development' });
    expect(lines.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual([
      'order placed',
      'stock low',
    ]);
  }, 60_000);

  it('follow the level the service was started with', async () => {
    expect(await logs({ terminal: false, appMode: 'development', level: 'warn' })).toEqual([
      expect.stringContaining('"msg":"stock low"'),
    ]);
    const debug = await logs({ terminal: false, appMode: 'development', level: 'debug' });
    expect(debug.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual([
      'debug detail',
      'order placed',
      'stock low',
    ]);
  }, 60_000);

  it('pick the format from the mode and the terminal', () => {
    expect(logFormat({ appMode: 'development', terminal: true })).toBe('pretty');
    expect(logFormat({ appMode: 'test', terminal: true })).toBe('pretty');
    expect(logFormat({ appMode: 'production', terminal: true })).toBe('json');
    expect(logFormat({ appMode: 'development', terminal: false })).toBe('json');
  });

  it('refuse an unknown LOG_LEVEL in a service config, naming the setting', () => {
    expect(() => loadConfig('gateway', { LOG_LEVEL: logLevel }, { LOG_LEVEL: 'loud' })).toThrow(
      /LOG_LEVEL is invalid/,
    );
    expect(loadConfig('gateway', { LOG_LEVEL: logLevel }, {}).LOG_LEVEL).toBe('info');
  });
});
