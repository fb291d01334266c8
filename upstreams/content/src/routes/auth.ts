import type { FastifyInstance } from 'fastify';
import { publicUser, type Users } from '../auth/users.ts';
import { fieldError, unauthorizedError, validationError } from '../errors.ts';

/**
 * `POST /api/auth/local {identifier, password}` → `{jwt, user}` (users-permissions). Missing fields
 * are a 400 as in Strapi; wrong credentials are a 401 (our rule; Strapi itself answers 400 there,
 * see docs/dialect.md), so the client's unauthorized handler runs.
 */
export function authRoutes(app: FastifyInstance, users: Users): void {
  // Ten attempts a minute per address slows password guessing to a crawl.
  app.post('/auth/local', { config: { rateLimit: { max: 10, timeWindow: 60_000 } } }, async (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const errors = ['identifier', 'password']
      .filter((name) => typeof body[name] !== 'string' || body[name] === '')
      .map((name) => fieldError(name, `${name} is a required field`));
    if (errors.length > 0) {
      throw validationError(errors.length === 1 ? errors[0]!.message : `${errors.length} errors occurred`, {
        errors,
      });
    }
    const user = await users.check(String(body.identifier), String(body.password));
    if (!user) throw unauthorizedError('Invalid identifier or password');
    return { jwt: await users.sign(user), user: publicUser(user) };
  });
}
