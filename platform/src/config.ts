import { z } from 'zod';

/** A configuration that failed validation; the message names every bad or missing setting. */
export class ConfigError extends Error {
  constructor(
    readonly service: string,
    readonly problems: string[],
  ) {
    super(
      `${service}: invalid configuration:\n  - ${problems.join('\n  - ')}\nSee .env.example for every setting.`,
    );
    this.name = 'ConfigError';
  }
}

/**
 * Reads a service's settings once at start. `schema` maps environment variable names to zod
 * types; the error names the variable, not a nested path, so an operator knows what to set.
 */
export function loadConfig<S extends z.ZodRawShape>(
  service: string,
  schema: S,
  env: NodeJS.ProcessEnv = process.env,
): z.infer<z.ZodObject<S>> {
  // An empty variable counts as unset, so a `.env` copied from `.env.example` (whose optional
  // settings are left empty) gets the defaults instead of failing validation.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = z.object(schema).safeParse(given);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = issue.path.join('.');
    const raw = env[name];
    return raw === undefined || raw === ''
      ? `${name} is required: ${issue.message}`
      : `${name} is invalid: ${issue.message}`;
  });
  throw new ConfigError(service, problems);
}

/** An environment flag: "1", "true", "yes" and "on" are true. */
export const flag = (fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((value) =>
      value === undefined || value === '' ? fallback : /^(1|true|yes|on)$/i.test(value),
    );

/** A TCP port, with a default. */
export const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);

/**
 * `APP_MODE=production` is an explicit switch (never NODE_ENV alone): it turns on the strict
 * behaviour (persisted operations only, no introspection) and forbids the generated secrets.
 */
export const appMode = z.enum(['development', 'production', 'test']).default('development');

/** LOG_LEVEL of every service: pino's levels, `silent` for none; `info` by default. */
export const logLevel = z
  .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  .default('info');
