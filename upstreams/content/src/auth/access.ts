import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { forbiddenError, unauthorizedError, type StrapiError } from '../errors.ts';
import type { Users } from './users.ts';

/**
 * Who may do what, as Strapi's API tokens define it: a full-access token (the gateway's) and an
 * editor's JWT may read and write; a read-only token may only read (find, findOne).
 */
export type Access = 'full-access' | 'read-only';

declare module 'fastify' {
  interface FastifyRequest {
    access: Access;
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();
const sameSecret = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));

export function authenticator(tokens: { fullAccess: string; readOnly: string }, users: Users) {
  return async (request: FastifyRequest): Promise<void> => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match) throw unauthorizedError('Missing or invalid credentials');
    const token = match[1]!;
    if (sameSecret(token, tokens.fullAccess)) request.access = 'full-access';
    else if (sameSecret(token, tokens.readOnly)) request.access = 'read-only';
    else if (await users.fromJwt(token)) request.access = 'full-access';
    else throw unauthorizedError('Missing or invalid credentials');
  };
}

/** Refuses a write from a read-only token; the upload routes pass behaviour §8's file error. */
export function assertCanWrite(request: FastifyRequest, error: StrapiError = forbiddenError()): void {
  if (request.access !== 'full-access') throw error;
}
