import type { ShopperSession } from './session-store.ts';

/**
 * How a concept's resolvers reach the shopper's session: the one behind the request's cookie,
 * or a new one when `create` is set (the gateway then sets the cookie).
 */
export type SessionAccess<Context> = (
  context: Context,
  options: { create: boolean },
) => Promise<ShopperSession | undefined>;
