import { LRUCache } from 'lru-cache';
import type { EventSourcedSessionStore } from './event-sourced-session-store.ts';
import { parseCookie, type ShopperSession } from './session-store.ts';
import { isEventStoreFault, type EventStoreGuard } from '../events/store-guard.ts';

/** Methods that answer the session as it now is: what they answer is the freshest copy. */
const writes = new Set(['create', 'rotate', 'attachUpstreamSession', 'signIn', 'refreshTokens', 'signOut']);

/**
 * The session store every request reads its shopper from, made to run without the event store
 * (gateway README "A hung event store"): while the store is degraded, or when one load meets a
 * fault, a session is answered from the copy this process last read or wrote (an LRU, in memory
 * only, as the in-memory store keeps them), or as no session at all: the request runs as a guest
 * and a page or a catalogue read is answered. Writes still go to the store and fail while it is
 * degraded, so nothing is lost silently.
 */
export function degradableSessions(
  store: EventSourcedSessionStore,
  guard: EventStoreGuard,
): EventSourcedSessionStore {
  const recent = new LRUCache<string, ShopperSession>({ max: 20_000, ttl: 30 * 60_000 });
  const byCookie = new LRUCache<string, string>({ max: 20_000, ttl: 30 * 60_000 });
  const remember = (session: unknown) => {
    const found = session as ShopperSession | undefined;
    if (found?.id) recent.set(found.id, found);
    // A create or a rotation hands out the cookie value: the one the copy answers from now on.
    if (found?.id && found.cookie) byCookie.set(found.id, found.cookie);
    return session;
  };
  const wrap = (sessions: EventSourcedSessionStore): EventSourcedSessionStore => {
    const load = async (id: string): Promise<ShopperSession | undefined> => {
      if (guard.degraded) return recent.get(id);
      try {
        return remember(await sessions.load(id)) as ShopperSession | undefined;
      } catch (error) {
        if (isEventStoreFault(error)) return recent.get(id);
        throw error;
      }
    };
    // A browser's cookie names its session only while its secret is the current one, here too.
    const authenticate = async (cookie: string): Promise<ShopperSession | undefined> => {
      const { id } = parseCookie(cookie);
      // The copy answers only the cookie value it was last authenticated with (a rotation replaces it).
      const copy = () => (byCookie.get(id) === cookie ? recent.get(id) : undefined);
      if (guard.degraded) return copy();
      try {
        const session = remember(await sessions.authenticate(cookie)) as ShopperSession | undefined;
        if (session) byCookie.set(id, cookie);
        return session;
      } catch (error) {
        if (isEventStoreFault(error)) return copy();
        throw error;
      }
    };
    return new Proxy(sessions, {
      get(target, name, receiver) {
        if (name === 'load') return load;
        if (name === 'authenticate') return authenticate;
        // A request's view of the store falls back on the same copies.
        if (name === 'forRequest') return () => wrap(target.forRequest());
        if (name === 'forgetCustomer')
          return (customerId: number) => {
            // Erasure: no copy of the customer's tokens outlives it here either.
            for (const [id, session] of recent.entries())
              if (session.customerId === customerId) recent.delete(id);
            return target.forgetCustomer(customerId);
          };
        const value = Reflect.get(target, name, receiver) as unknown;
        if (typeof value !== 'function') return value;
        const method = (value as (...args: unknown[]) => unknown).bind(target);
        if (typeof name !== 'string' || !writes.has(name)) return method;
        return async (...args: unknown[]) => remember(await method(...args));
      },
    });
  };
  return wrap(store);
}
