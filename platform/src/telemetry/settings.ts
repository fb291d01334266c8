import { z } from 'zod';
import { flag, loadConfig } from '../config.ts';

/** An optional setting where an empty value (`NAME=` in a .env file) means unset. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/**
 * Telemetry settings, the standard OpenTelemetry variables where one exists (so the collector
 * docs apply unchanged) plus one of ours for GraphQL resolver spans. Listed in .env.example.
 */
export function loadTelemetrySettings(env: NodeJS.ProcessEnv = process.env) {
  return loadConfig(
    'telemetry',
    {
      // Turns the SDK off entirely: no spans, no trace ids in logs.
      OTEL_SDK_DISABLED: flag(false),
      // Where traces go (OTLP over HTTP, e.g. http://otel-collector:4318). Unset: nothing leaves the process.
      OTEL_EXPORTER_OTLP_ENDPOINT: optional(z.url()),
      // Which exporters, comma-separated (the standard variable): otlp, console (stdout), file
      // (JSON lines, OTEL_TRACES_FILE), none. Unset: otlp when OTEL_EXPORTER_OTLP_ENDPOINT is set.
      OTEL_TRACES_EXPORTER: optional(
        z
          .string()
          .transform((value) =>
            value
              .split(',')
              .map((name) => name.trim())
              .filter(Boolean),
          )
          .pipe(z.array(z.enum(['otlp', 'console', 'file', 'none'])).min(1)),
      ),
      // The file of OTEL_TRACES_EXPORTER=file; default var/traces.jsonl (VAR_DIR moves it).
      OTEL_TRACES_FILE: optional(z.string().min(1)),
      // Its size before it is rotated to <file>.1 (two files at most); default 64 MB.
      OTEL_TRACES_FILE_MAX_BYTES: optional(z.coerce.number().int().min(1024)),
      // Overrides the service name a service passes (gateway, commerce, content).
      OTEL_SERVICE_NAME: optional(z.string().min(1)),
      // always_on | always_off | traceidratio | parentbased_always_on | parentbased_always_off | parentbased_traceidratio
      OTEL_TRACES_SAMPLER: z
        .enum([
          'always_on',
          'always_off',
          'traceidratio',
          'parentbased_always_on',
          'parentbased_always_off',
          'parentbased_traceidratio',
        ])
        .default('parentbased_always_on'),
      // The ratio for the *traceidratio samplers, 0..1.
      OTEL_TRACES_SAMPLER_ARG: z.coerce.number().min(0).max(1).default(1),
      // One span per GraphQL resolver (verbose; off by default, the operation span is always there).
      OTEL_GRAPHQL_RESOLVER_SPANS: flag(false),
    },
    env,
  );
}

export type TelemetrySettings = ReturnType<typeof loadTelemetrySettings>;
