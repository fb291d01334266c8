import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CatalogueStore } from '../catalogue/store.ts';
import type { CommerceConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { ShopRequest } from '../shop/shop-request.ts';

/**
 * What a running commerce service holds, decorated on the Fastify instance as `commerce` so the
 * shop's routes and `createShopContext(request, reply)` reach it as `request.server.commerce`.
 */
export interface CommerceRuntime {
  db: Db;
  env: NodeJS.ProcessEnv;
  config: CommerceConfig;
  catalogue: CatalogueStore;
  /** Base URL of absolute links (images): COMMERCE_PUBLIC_URL, else the address listened on. */
  publicUrl: () => string;
}

/** The one GraphQL context of commerce: the runtime, the request, and its shopper. */
export interface CommerceContext {
  runtime: CommerceRuntime;
  db: Db;
  catalogue: CatalogueStore;
  request: FastifyRequest;
  reply: FastifyReply;
  /** Who is signed in and which cart session the request is in (src/shop/shop-request.ts). */
  shop: ShopRequest;
}

declare module 'fastify' {
  interface FastifyInstance {
    commerce: CommerceRuntime;
  }
}

// Resolvers typed by Mercurius' IResolvers see the same context.
declare module 'mercurius' {
  interface MercuriusContext {
    runtime: CommerceRuntime;
    db: Db;
    catalogue: CatalogueStore;
    request: FastifyRequest;
    shop: ShopRequest;
  }
}
