import type { FastifyInstance } from 'fastify';
import type { ServerOperation, ServerOperationResult } from '@nails/schema/server-render.ts';

/** What a page render needs of the browser's request to ask /graphql as that browser would. */
export interface ShopperRequest {
  cookie?: string;
  acceptLanguage?: string;
  /** The client's address as the rate limits and the new-session bound see it (`TRUST_PROXY`). */
  ip: string;
  /** The host the page was asked on: the session cookie is Secure except on localhost. */
  host: string;
}

const setCookieHeaders = (header: string | string[] | number | undefined): string[] =>
  header === undefined ? [] : Array.isArray(header) ? header : [String(header)];

/** The Cookie header with one cookie set to `value` as the browser would keep it (empty: dropped). */
function withCookie(cookieHeader: string | undefined, name: string, value: string): string | undefined {
  const kept = (cookieHeader ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair && pair.split('=')[0]?.trim() !== name);
  if (value) kept.push(`${name}=${value}`);
  return kept.length > 0 ? kept.join('; ') : undefined;
}

/**
 * The shopper's session for one page render (gateway README "Storefront, public URLs, webhooks, production"): the operations
 * a page rendered for the shopper asks as the shopper go through /graphql itself (`inject`) with
 * the browser's cookie, language and address, exactly as the browser's request would, so the
 * session rules, the order rule and the limits apply unchanged. Whatever session cookie an
 * answer sets (a refused token refresh clears it) is what the next operation sends and what the
 * page's response sets in the browser: the page never forks or loses the session. One per
 * request; nothing here outlives it.
 */
export function shopperSessionFor(app: FastifyInstance, request: ShopperRequest) {
  let cookie = request.cookie;
  const cookiesSet = new Map<string, string>();
  let asked = false;
  const execute = async ({ locale, ...body }: ServerOperation): Promise<ServerOperationResult> => {
    asked = true;
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: request.ip,
      headers: {
        host: request.host,
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
        'x-locale': locale,
        ...(request.acceptLanguage ? { 'accept-language': request.acceptLanguage } : {}),
        ...(cookie ? { cookie } : {}),
      },
      payload: body,
    });
    for (const header of setCookieHeaders(response.headers['set-cookie'])) {
      const pair = header.split(';', 1)[0] ?? '';
      const name = pair.slice(0, pair.indexOf('=')).trim();
      if (!name) continue;
      cookiesSet.set(name, header);
      cookie = withCookie(cookie, name, pair.slice(pair.indexOf('=') + 1).trim());
    }
    return response.json();
  };
  return {
    execute,
    /** Whether the render asked anything as the shopper: the page is then theirs alone. */
    asked: () => asked,
    /** The Set-Cookie headers the operations answered with, the last one per cookie. */
    cookiesSet: (): string[] => [...cookiesSet.values()],
  };
}
