/**
 * Whether this machine has Prometheus's binaries (Debian's `prometheus` package: `prometheus` and
 * `promtool`, which .ci/run installs). A suite that needs them is skipped with a line naming what
 * is missing, like the suites that need Redis or PostgreSQL, except under REQUIRE_SERVICES=1 (CI),
 * where a missing binary fails the run.
 */
import { accessSync, constants } from 'node:fs';
import path from 'node:path';

export const prometheusBinary = '/usr/bin/prometheus';

function onPath(name: string): string | undefined {
  for (const folder of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(folder, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this folder
    }
  }
  return undefined;
}

function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** True when the binaries are here; otherwise says why the suite is skipped, or throws in CI. */
export function havePrometheus(needs: 'promtool' | 'prometheus'): boolean {
  const found = needs === 'promtool' ? onPath('promtool') !== undefined : executable(prometheusBinary);
  if (found) return true;
  const missing = `${needs === 'promtool' ? 'promtool' : prometheusBinary} is not installed (apt-get install prometheus)`;
  if (/^(1|true|yes)$/i.test(process.env.REQUIRE_SERVICES ?? ''))
    throw new Error(`REQUIRE_SERVICES=1 but ${missing}`);
  console.warn(`[services] skipping: ${missing}`);
  return false;
}
