import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CatalogueStore } from '../catalogue/store.ts';
import type { CommerceConfig } from '../config.ts';
import type { Db } from '../db/database.ts';

/**
 * What a running commerce service holds, decorated on the Fastify instance as `commerce` so the
 * shop's `createShopContext(request, reply)` reaches it as `request.server.commerce`.
 */
export interface CommerceRuntime {
  db: Db;
  env: NodeJS.ProcessEnv;
  config: CommerceConfig;
  catalogue: CatalogueStore;
  /** Base URL of absolute links (images): COMMERCE_PUBLIC_URL, else the address listened on. */
  publicUrl: () => string;
}

/** The GraphQL context: the runtime, the request, plus whatever the shop adds. */
export interface CommerceContext {
  runtime: CommerceRuntime;
  db: Db;
  catalogue: CatalogueStore;
  request: FastifyRequest;
  reply: FastifyReply;
  [key: string]: unknown;
}

declare module 'fastify' {
  interface FastifyInstance {
    commerce: CommerceRuntime;
  }
}
