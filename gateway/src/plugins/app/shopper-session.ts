import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Shopper } from '../../account/shopper.ts';
import { GatewayError, messages } from '../../errors.ts';
import { WindowCounter } from '../../graphql/window-counter.ts';

export const sessionCookieName = 'nails_session';
const maxAgeSeconds = 60 * 60 * 24 * 30;

/** The cookie is Secure everywhere except on localhost, where the shop runs over plain http. */
const isLocalhost = (hostname: string) => /^(localhost|127\.0\.0\.1|\[::1\]|::1)(:\d+)?$/i.test(hostname);

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
      const raw = request.cookies[sessionCookieName];
      const unsigned = raw ? request.unsignCookie(raw) : undefined;
      const session =
        unsigned?.valid && unsigned.value ? await app.sessionStore.authenticate(unsigned.value) : undefined;
      const options = {
        signed: true,
        httpOnly: true,
        sameSite: 'lax',
        secure: !isLocalhost(request.hostname),
        path: '/',
      } as const;
      const setCookie = (cookie: string | null) => {
        if (cookie === null) reply.clearCookie(sessionCookieName, options);
        else reply.setCookie(sessionCookieName, cookie, { ...options, maxAge: maxAgeSeconds });
      };
      const admit = async () => {
        const take = await newSessions.take(`ip:${request.ip}`, config.SESSION_NEW_PER_IP);
        if (take.allowed) return;
        reply.header('retry-after', String(take.retryAfterSeconds));
        throw new GatewayError('RATE_LIMITED', messages.rateLimited, {
          field: 'session',
          retryAfter: take.retryAfterSeconds,
        });
      };
      return new Shopper(app.sessionStore, setCookie, session, admit);
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
