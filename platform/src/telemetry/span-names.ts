/**
 * What a service knows and the HTTP instrumentations do not: which operation a request ran and
 * which service an upstream address is. The services tell it here; the SDK's hooks (sdk.ts) read
 * it when they name and finish the spans. No SDK import: a service started without the telemetry
 * preload pays a map lookup (the API alone, without an SDK, answers no active span).
 *
 * Names an operator asks for (platform/src/telemetry/README.md "Span names"):
 *  - the server span of a request: `POST /graphql AddToCart` instead of `POST /graphql`;
 *  - a call to an upstream: `POST commerce` with `peer.service = commerce`, instead of `POST`.
 */
import type { IncomingMessage } from 'node:http';
import { trace } from '@opentelemetry/api';

const described = Symbol.for('nails.telemetry.request');

export interface RequestDescription {
  /** The operation(s) the request ran, appended to the server span's name. */
  operation?: string;
  /** Attributes for the request's server span (cache results, operation type). */
  attributes?: Record<string, string | number | boolean>;
}

type Described = IncomingMessage & { [described]?: RequestDescription };

/** Adds to what the server span of `request` will carry when the response is finished. */
export function describeRequest(request: IncomingMessage, description: RequestDescription): void {
  const target = request as Described;
  const current = target[described] ?? {};
  target[described] = {
    operation: description.operation ?? current.operation,
    attributes: { ...current.attributes, ...description.attributes },
  };
}

export function requestDescription(request: IncomingMessage): RequestDescription | undefined {
  return (request as Described)[described];
}

const peers = new Map<string, string>();

/** Calls to `url`'s origin are spans of the peer service `name` (the gateway names its upstreams). */
export function registerPeerService(url: string | undefined, name: string): void {
  if (!url) return;
  try {
    peers.set(new URL(url).origin, name);
  } catch {
    // Not a URL: the gateway's config has refused it already; nothing to name.
  }
}

/** The peer service of an origin (`http://127.0.0.1:4010`), if a service registered it. */
export function peerServiceOf(origin: string): string | undefined {
  return peers.get(origin);
}

/**
 * Attributes on the span active where the caller is (the GraphQL operation a catalogue read runs
 * in, say): what happened there that only the caller knows, such as a cache lookup's result.
 */
export function noteOnActiveSpan(attributes: Record<string, string | number | boolean>): void {
  trace.getActiveSpan()?.setAttributes(attributes);
}
