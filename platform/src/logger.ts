import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { build as prettyStream } from 'pino-pretty';
import { traceMixin } from './telemetry/logs.ts';

/**
 * Paths never written to logs: passwords, tokens, emails and addresses (the rule: no personal
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

export interface LoggerSettings extends LoggerOptions {
  /** The service's validated LOG_LEVEL (its config, see `logLevel`); `info` when not given. */
  level?: LoggerOptions['level'];
  /** The service's APP_MODE: production always writes JSON. */
  appMode?: string;
  /** Whether stdout is a terminal; read from process.stdout when not given (tests pass it). */
  terminal?: boolean;
  /** Where JSON lines go (stdout when not given). */
  destination?: DestinationStream;
}

/**
 * `pretty` for a person reading a terminal in development, `json` for everything else
 * (production, containers, files, pipes), where a collector parses the lines.
 */
export function logFormat(settings: { appMode?: string; terminal?: boolean }): 'pretty' | 'json' {
  const terminal = settings.terminal ?? process.stdout.isTTY === true;
  return terminal && settings.appMode !== 'production' ? 'pretty' : 'json';
}

/**
 * A service's logger. Settings come from the service's validated config, never from process.env
 * here, so the level and format follow what the service was started with.
 */
export function createLogger(service: string, settings: LoggerSettings = {}): Logger {
  const { appMode, terminal, destination, ...options } = settings;
  const format = logFormat({ appMode, terminal });
  const lines =
    destination ??
    (format === 'pretty'
      ? // In-process and synchronous: nothing to flush in a worker thread on shutdown.
        prettyStream({ sync: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' })
      : undefined);
  const loggerOptions: LoggerOptions = {
    name: service,
    redact: { paths: redactedPaths, censor: '[redacted]' },
    // trace_id and span_id on every line written inside a traced request.
    mixin: traceMixin,
    ...options,
    level: options.level ?? 'info',
  };
  return lines ? pino(loggerOptions, lines) : pino(loggerOptions);
}

/** Writes out what the logger buffers (pino's stdout destination buffers when asynchronous). */
export function flushLogger(logger: Logger): Promise<void> {
  return new Promise((resolve) => {
    try {
      logger.flush(() => resolve());
    } catch {
      resolve();
    }
  });
}

export type { Logger };
