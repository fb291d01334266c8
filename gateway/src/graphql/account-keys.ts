import { parse } from 'graphql';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { GatewayContext } from '../schema/context.ts';
import type { CommerceTransport } from '../upstreams/commerce-transport.ts';

/** How long a learned name → customer mapping is kept (as long as a refresh token lives). */
const keepMs = 30 * 24 * 60 * 60_000;

const namesQuery = parse('query GatewayAccountNames { customer { username email } }');

/**
 * One rate-limit key per customer, whether they type their username or their email (case and
 * surrounding spaces ignored). Commerce offers no lookup from a name to an account to a guest,
 * so the gateway learns it: after a successful sign-in or registration it asks commerce, with
 * the new customer's own token, for their username and email, and maps both (and what was
 * typed) to `customer:<id>`, in Redis when there is one (shared by every gateway process) and in
 * memory. A name never seen in a successful sign-in counts as itself. Mappings are learned only
 * from successes, so guessing cannot move anyone else's name to a fresh key.
 */
export class AccountKeys {
  // Bounded (gateway README "Memory"): 100,000 names and 16 MB of them.
  private readonly local = new LRUCache<string, string>({
    max: 100_000,
    maxSize: 16 * 1024 * 1024,
    sizeCalculation: (key, name) => name.length + key.length + 64,
    ttl: keepMs,
  });

  constructor(
    private readonly namesOf: (context: GatewayContext) => Promise<string[]>,
    private readonly redis?: Redis,
    private readonly prefix = 'rl:account:',
  ) {}

  static normalise(name: string): string {
    return name.trim().toLowerCase();
  }

  /** The key a typed username or email is counted under. */
  async keyFor(name: string): Promise<string> {
    const normalised = AccountKeys.normalise(name);
    const known = this.local.get(normalised);
    if (known) return known;
    if (this.redis) {
      try {
        const stored = await this.redis.get(`${this.prefix}${normalised}`);
        if (stored) {
          this.local.set(normalised, stored);
          return stored;
        }
      } catch {
        // Redis down: the name counts as itself (a rate limit never takes the shop down).
      }
    }
    return normalised;
  }

  /** Maps the customer's names (those typed, and those commerce knows) to one key. */
  async learn(context: GatewayContext, customerId: number, typed: unknown[]): Promise<void> {
    const known = await this.namesOf(context).catch(() => []);
    const names = [...typed, ...known].filter(
      (name): name is string => typeof name === 'string' && !!name.trim(),
    );
    const key = `customer:${customerId}`;
    for (const name of new Set(names.map(AccountKeys.normalise))) {
      this.local.set(name, key);
      await this.redis?.set(`${this.prefix}${name}`, key, 'PX', keepMs).catch(() => undefined);
    }
  }
}

/** Asks commerce, as the signed-in customer, for their username and email. */
export const customerNames =
  (transport: CommerceTransport) =>
  async (context: GatewayContext): Promise<string[]> => {
    const session = context.shopper.session;
    if (!session?.authToken) return [];
    const result = await transport(
      { document: namesQuery, variables: {} },
      { idempotent: true, authToken: session.authToken, wooSessionToken: session.wooSessionToken },
    );
    const customer = (result.data as { customer?: { username?: unknown; email?: unknown } | null } | null)
      ?.customer;
    return [customer?.username, customer?.email].filter((name): name is string => typeof name === 'string');
  };
