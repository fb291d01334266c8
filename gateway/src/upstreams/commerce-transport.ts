import { buildHTTPExecutor } from '@graphql-tools/executor-http';
import type { ExecutionRequest, ExecutionResult } from '@graphql-tools/utils';
import { parse } from 'graphql';
import { request } from 'undici';
import { defaultShopLocale, shopLocale, type ShopLocaleCode } from '@nails/schema/locales.ts';
import { GatewayError, upstreamUnavailable } from '../errors.ts';
import { UpstreamError, type UpstreamPolicy } from './resilience.ts';

/** Per-call upstream credentials, and what the upstream answered about the session. */
export interface CommerceCall {
  idempotent: boolean;
  wooSessionToken?: string;
  authToken?: string;
  /** Filled from the `woocommerce-session` response header. */
  responseSessionToken?: string;
  /** The shopper's language: commerce answers texts in it (`?lang=`, gateway README "Languages"). */
  language?: string;
  /** Sent with the shop key (`X-Nails-Shop-Key`): a call only the gateway may make, never a shopper's. */
  asShop?: boolean;
}

/** The commerce language of a locale ("de", "de-DE", "de_DE" → "de"); anything else is English. */
export function commerceLanguage(locale: string | undefined): ShopLocaleCode {
  return shopLocale(locale).code;
}

/**
 * Polylang and WPML read the request's language from the `lang` query variable, so a German
 * request goes to `/graphql?lang=de`; English (the default language) needs none.
 */
function inLanguage(url: string, language: string | undefined): string {
  if (!language || language === defaultShopLocale.code) return url;
  const target = new URL(url);
  target.searchParams.set('lang', language);
  return target.toString();
}

function headerObject(headers: Headers): Record<string, string> {
  const object: Record<string, string> = {};
  headers.forEach((value, name) => (object[name] = value));
  return object;
}

export type CommerceTransport = (request: ExecutionRequest, call: CommerceCall) => Promise<ExecutionResult>;

/**
 * The HTTP leg to the commerce GraphQL endpoint (@graphql-tools/executor-http). Our `fetch`
 * puts every call through the upstream policy (timeout, breaker, retries for queries only),
 * sends the shopper's upstream tokens and reads the session token the upstream hands back.
 */
export function createCommerceTransport(
  endpoint: string,
  policy: UpstreamPolicy,
  shopKey?: string,
): CommerceTransport {
  const fetchThroughPolicy = async (
    url: string,
    init?: RequestInit,
    context?: CommerceCall,
  ): Promise<Response> => {
    const call = context ?? { idempotent: false };
    return policy.run(call.idempotent, async (signal) => {
      const headers = new Headers(init?.headers);
      if (call.wooSessionToken) headers.set('woocommerce-session', `Session ${call.wooSessionToken}`);
      if (call.authToken) headers.set('authorization', `Bearer ${call.authToken}`);
      if (call.asShop && shopKey) headers.set('x-nails-shop-key', shopKey);
      // undici's `request` rather than `fetch`: the same client underneath without the WHATWG
      // Request, Headers and body streams around every call, which were most of a command's
      // time spent on its call to commerce (`src/events/README.md`, "Where an add's time goes").
      const response = await request(inLanguage(url, call.language), {
        method: (init?.method ?? 'POST') as 'POST',
        headers: headerObject(headers),
        body: init?.body as string | undefined,
        signal,
      });
      if (response.statusCode >= 500) {
        await response.body.dump();
        throw new UpstreamError(policy.name, `HTTP ${response.statusCode}`, response.statusCode);
      }
      const answered = new Headers();
      for (const [name, value] of Object.entries(response.headers))
        for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value])
          answered.append(name, one);
      const token = answered.get('woocommerce-session');
      if (token) call.responseSessionToken = token.replace(/^Session\s+/i, '');
      // Read the body inside the policy: its signal is aborted once the policy returns.
      const body = await response.body.text();
      return new Response(body, { status: response.statusCode, headers: answered });
    });
  };
  const executor = buildHTTPExecutor({
    endpoint,
    fetch: fetchThroughPolicy,
    // The policy above owns timeouts and retries; the executor must not retry mutations.
    deduplicateInflightRequests: false,
  });
  return async (request, call) => {
    // executor-http ships its own copy of @graphql-tools/utils; the request shape is the same.
    const execute = executor as unknown as (
      request: ExecutionRequest<Record<string, unknown>, CommerceCall>,
    ) => Promise<ExecutionResult>;
    const result = await execute({ ...request, context: call });
    // executor-http turns transport failures into a result error carrying the HTTP details;
    // the browser gets only the stable code, never the upstream's headers or body.
    // The policy's UpstreamError stays the error's cause (never sent): the checkout tells a call
    // that timed out (commerce may still be placing the order) from one that ended unanswered.
    const failure = result.errors?.find((error) => error.extensions?.code === 'SUBREQUEST_HTTP_ERROR');
    if (failure) {
      const unavailable = upstreamUnavailable(policy.name);
      throw new GatewayError(
        unavailable.code,
        unavailable.message,
        { upstream: policy.name },
        failure.originalError ?? undefined,
      );
    }
    return result;
  };
}

/** For the gateway's own calls (listing index, token refresh): a query string in, a result out. */
export function commerceRequest(
  transport: CommerceTransport,
  query: string,
  variables: Record<string, unknown>,
  call: CommerceCall,
): Promise<ExecutionResult> {
  return transport({ document: parse(query), variables }, call);
}
