/**
 * Trace ids for log lines. Only depends on @opentelemetry/api, so loggers can use it without
 * loading the SDK; when no SDK is started there is no active span and nothing is added.
 */
import { isSpanContextValid, trace } from '@opentelemetry/api';
import { symbols } from 'pino';

export interface TraceIds {
  trace_id: string;
  span_id: string;
}

/** The ids of the span active in the current async context, or undefined outside a trace. */
export function currentTraceIds(): TraceIds | undefined {
  const span = trace.getActiveSpan();
  if (!span) return undefined;
  const context = span.spanContext();
  if (!isSpanContextValid(context)) return undefined;
  return { trace_id: context.traceId, span_id: context.spanId };
}

/**
 * pino `mixin`: adds `trace_id` and `span_id` to every line logged inside a traced request.
 * `createLogger(name, { mixin: traceMixin })`, or set as the default mixin of createLogger.
 */
export function traceMixin(): Partial<TraceIds> {
  return currentTraceIds() ?? {};
}

/** Whether a pino logger (or a child of one) already stamps lines through a mixin. */
export function hasMixin(logger: object): boolean {
  return typeof (logger as Record<symbol, unknown>)[symbols.mixinSym] === 'function';
}
