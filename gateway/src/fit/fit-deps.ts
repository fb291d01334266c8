import type { SessionAccess } from '../account/session-access.ts';
import type { ShopperSession } from '../account/session-store.ts';
import type { FitTableReading } from './fit-table-reader.ts';
import type { SizeRecord } from './my-size-decider.ts';
import type { MySizeRepository, SizeOwner } from './my-size.ts';

export interface FitResolverDeps<Context> {
  sizes: MySizeRepository;
  table(): Promise<FitTableReading>;
  session: SessionAccess<Context>;
  /** Runs a change under the shopper's lock (gateway README "How a request flows"), the session started first. */
  underLock<T>(context: Context, body: () => Promise<T>): Promise<T>;
}

export const ownerOf = (session: ShopperSession | undefined): SizeOwner | undefined =>
  session?.customerId !== undefined
    ? { kind: 'customer', customerId: session.customerId }
    : session && { kind: 'guest', sessionId: session.id };

export const mySizeOf = (owner: SizeOwner, record: SizeRecord) => ({
  owner: owner.kind === 'customer' ? 'CUSTOMER' : 'GUEST',
  slug: record.size.toLowerCase(),
  widthsMm: null,
  kitSizes: null,
  ...record,
});
