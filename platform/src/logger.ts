import { pino, type Logger, type LoggerOptions } from 'pino';
import { traceMixin } from './telemetry/logs.ts';

/**
 * Paths never written to logs: passwords, tokens, emails and addresses (architecture: no personal
 * data in logs). Wildcards cover GraphQL variables and nested inputs.
 */
export const redactedPaths = [
  'password',
  '*.password',
  '*.*.password',
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["woocommerce-session"]',
  'res.headers["set-cookie"]',
  'res.headers["woocommerce-session"]',
  '*.authToken',
  '*.refreshToken',
  '*.sessionToken',
  '*.token',
  '*.email',
  '*.*.email',
  '*.billing',
  '*.shipping',
  '*.*.billing',
  '*.*.shipping',
  'variables.input',
];

export function createLogger(service: string, options: LoggerOptions = {}): Logger {
  return pino({
    name: service,
    level: process.env.LOG_LEVEL ?? 'info',
    redact: { paths: redactedPaths, censor: '[redacted]' },
    // trace_id and span_id on every line written inside a traced request (issue 10).
    mixin: traceMixin,
    ...options,
  });
}

export type { Logger };
