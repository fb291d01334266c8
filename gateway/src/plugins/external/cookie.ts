import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';

/** Signed cookies (@fastify/cookie): the session cookie is HMAC-signed with COOKIE_SECRET. */
export const cookiePlugin = fp(
  async (app) => {
    await app.register(cookie, { secret: app.config.COOKIE_SECRET });
  },
  { name: 'cookie' },
);
