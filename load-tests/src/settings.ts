import { z } from 'zod';
import { loadConfig } from '@nails/platform';

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
      LOAD_CONNECTIONS: z.coerce.number().int().min(1).max(1000).optional(),
      // Comma-separated scenario names; all when empty.
      LOAD_SCENARIOS: z.string().optional(),
      // Payment method for the checkout journey (the embedded back end offers cod and bacs).
      LOAD_PAYMENT_METHOD: z.string().min(1).default('cod'),
    },
    env,
  );
}

export type RunnerSettings = ReturnType<typeof loadRunnerSettings>;
