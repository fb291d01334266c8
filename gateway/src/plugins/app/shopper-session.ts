import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Shopper } from '../../account/shopper.ts';
import { GatewayError, messages } from '../../errors.ts';
import { WindowCounter } from '../../graphql/window-counter.ts';

export const sessionCookieName = 'nails_session';
/**
 * The name a Secure cookie goes by: a browser keeps a `__Host-` cookie only when it is Secure, has
 * `Path=/` and no `Domain`, so no sibling subdomain or plain-http page can plant or shadow it.
 */
export const hostSessionCookieName = `__Host-${sessionCookieName}`;
const maxAgeSeconds = 60 * 60 * 24 * 30;

const isLocalhost = (hostname: string) => /^(localhost|127\.0\.0\.1|\[::1\]|::1)(:\d+)?$/i.test(hostname);

/**
 * Secure is decided by what the shop is, never by the Host header alone: a production gateway or an
 * https `PUBLIC_URL` is served over https whatever Host a proxy forwards (nginx's `proxy_pass`
 * sends `127.0.0.1:3000`); otherwise Secure everywhere but localhost, where development runs over
 * plain http (gateway README "Sessions").
 */
export function sessionCookieIsSecure(
  config: { APP_MODE: string; PUBLIC_URL?: string | undefined },
  hostname: string,
): boolean {
  if (config.APP_MODE === 'production') return true;
  if (config.PUBLIC_URL && new URL(config.PUBLIC_URL).protocol === 'https:') return true;
  return !isLocalhost(hostname);
}

/**
 * The opaque session cookie: the session's id and a secret, signed, HttpOnly, SameSite=Lax. It
 * maps to the upstream tokens in the session store (the rule: tokens live server side
 * only); it rotates at sign-in and is cleared at sign-out (gateway README "Sessions"). New
 * sessions are bounded per client IP (`SESSION_NEW_PER_IP` in `SESSION_NEW_WINDOW_MS`, the IP as
 * the rate limits see it, `TRUST_PROXY`): beyond it the action that would start one is
 * RATE_LIMITED before anything is sent upstream.
 */
export const shopperSessionPlugin = fp(
  async (app) => {
    const config = app.config;
    const newSessions = new WindowCounter(
      config.SESSION_NEW_WINDOW_MS,
      app.upstreams.redis,
      `${config.REDIS_KEY_PREFIX}rl:session-new:`,
    );
    app.decorateRequest('shopper', null as unknown as Shopper);
    app.decorate('shopperFor', async (request: FastifyRequest, reply: FastifyReply): Promise<Shopper> => {
      const secure = sessionCookieIsSecure(config, request.hostname);
      const name = secure ? hostSessionCookieName : sessionCookieName;
      // A cookie set before the `__Host-` name is read once under its old name, then moved.
      const legacy =
        secure && request.cookies[name] === undefined ? request.cookies[sessionCookieName] : undefined;
      const raw = request.cookies[name] ?? legacy;
      const unsigned = raw ? request.unsignCookie(raw) : undefined;
      // One view of the store per request: the session's data key is read once (`forRequest`).
      const store = app.sessionStore.forRequest?.() ?? app.sessionStore;
      const session =
        unsigned?.valid && unsigned.value ? await store.authenticate(unsigned.value) : undefined;
      // No Domain ever: `__Host-` needs none, and a Domain would hand the cookie to every subdomain.
      const options = { signed: true, httpOnly: true, sameSite: 'lax', secure, path: '/' } as const;
      const setCookie = (cookie: string | null) => {
        if (cookie === null) reply.clearCookie(name, options);
        else reply.setCookie(name, cookie, { ...options, maxAge: maxAgeSeconds });
      };
      if (legacy !== undefined) {
        reply.clearCookie(sessionCookieName, { ...options, signed: false });
        if (session && unsigned?.value) setCookie(unsigned.value);
      }
      const admit = async () => {
        const take = await newSessions.take(`ip:${request.ip}`, config.SESSION_NEW_PER_IP);
        if (take.allowed) return;
        reply.header('retry-after', String(take.retryAfterSeconds));
        throw new GatewayError('RATE_LIMITED', messages.rateLimited, {
          field: 'session',
          retryAfter: take.retryAfterSeconds,
        });
      };
      return new Shopper(store, setCookie, session, admit);
    });
  },
  { name: 'shopper-session', dependencies: ['cookie', 'upstreams'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    shopperFor(request: FastifyRequest, reply: FastifyReply): Promise<Shopper>;
  }
  interface FastifyRequest {
    shopper: Shopper;
  }
}
