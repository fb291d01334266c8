import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Shopper } from '../../account/shopper.ts';

export const sessionCookieName = 'nails_session';
const maxAgeSeconds = 60 * 60 * 24 * 30;

/** Spec: Secure everywhere except on localhost, where the shop runs over plain http. */
const isLocalhost = (hostname: string) => /^(localhost|127\.0\.0\.1|\[::1\]|::1)(:\d+)?$/i.test(hostname);

/**
 * The opaque session cookie: a random id, signed, HttpOnly, SameSite=Lax. It maps to the
 * upstream tokens in the session store (architecture rule: tokens live server side only).
 */
export const shopperSessionPlugin = fp(
  async (app) => {
    app.decorateRequest('shopper', null as unknown as Shopper);
    app.decorate('shopperFor', async (request: FastifyRequest, reply: FastifyReply): Promise<Shopper> => {
      const raw = request.cookies[sessionCookieName];
      const unsigned = raw ? request.unsignCookie(raw) : undefined;
      const session =
        unsigned?.valid && unsigned.value ? await app.sessionStore.load(unsigned.value) : undefined;
      const setCookie = (id: string) => {
        reply.setCookie(sessionCookieName, id, {
          signed: true,
          httpOnly: true,
          sameSite: 'lax',
          secure: !isLocalhost(request.hostname),
          path: '/',
          maxAge: maxAgeSeconds,
        });
      };
      return new Shopper(app.sessionStore, setCookie, session);
    });
  },
  { name: 'shopper-session', dependencies: ['cookie'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    shopperFor(request: FastifyRequest, reply: FastifyReply): Promise<Shopper>;
  }
  interface FastifyRequest {
    shopper: Shopper;
  }
}
