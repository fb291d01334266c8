import { z } from 'zod';
import path from 'node:path';
import { loadConfig, repoRoot } from '@nails/platform';

/** An optional setting where an empty value (`NAME=` in a .env file) means unset. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** The Node runner's settings (listed in .env.example under "load tests"). */
export function loadRunnerSettings(env: NodeJS.ProcessEnv = process.env) {
  return loadConfig(
    'load-tests',
    {
      // The gateway to load (never a production shop without the owner's consent: checkout places orders).
      BASE_URL: z.url().default('http://localhost:3000'),
      // Seconds of load per scenario.
      LOAD_DURATION: z.coerce.number().int().min(1).max(3600).default(10),
      // Overrides every scenario's connection count (concurrent shoppers).
      LOAD_CONNECTIONS: optional(z.coerce.number().int().min(1).max(1000)),
      // Comma-separated scenario names; all when empty.
      LOAD_SCENARIOS: optional(z.string().min(1)),
      // Payment method for the checkout journey (the embedded back end offers cod and bacs).
      LOAD_PAYMENT_METHOD: z.string().min(1).default('cod'),
      // Replaces every scenario's p95 budget (ms) for this run; k6 reads the same variable.
      LOAD_P95_BUDGET_MS: optional(z.coerce.number().positive()),
      // Where each run's JSON report and HTML page are written (git-ignored under var/).
      LOAD_REPORT_DIR: z
        .string()
        .min(1)
        .default(path.join(repoRoot, 'var', 'load-reports')),
      // autocannon (in this process) or k6 (installed separately: load-tests/README.md).
      LOAD_RUNNER: z.enum(['autocannon', 'k6']).default('autocannon'),
    },
    env,
  );
}

export type RunnerSettings = ReturnType<typeof loadRunnerSettings>;
