import { retryOnConflict, type EventLog } from '../events/log.ts';
import { decideWishlist, type WishlistCommand } from './wishlist-decider.ts';
import {
  customerWishlistStream,
  guestWishlistStream,
  initialWishlist,
  wishlistCollection,
  type WishlistDoc,
} from './wishlist-model.ts';

/** Behaviour §2: guests keep a list at /wishlist, customers in my-account (tab=wishlist). */
export type WishlistOwner = { kind: 'guest'; sessionId: string } | { kind: 'customer'; customerId: number };

export interface WishlistItem {
  productId: number;
  addedAt: string;
}

const streamOf = (owner: WishlistOwner) =>
  owner.kind === 'guest' ? guestWishlistStream(owner.sessionId) : customerWishlistStream(owner.customerId);

/** Reads lists from their read model and runs commands through the decider (`wishlist-decider.ts`). */
export class WishlistRepository {
  constructor(private readonly log: EventLog) {}

  async items(owner: WishlistOwner): Promise<WishlistItem[]> {
    return (await this.doc(streamOf(owner))).items;
  }

  /** Adding what is already there records nothing: a double click never duplicates. */
  add(
    owner: WishlistOwner,
    productId: number,
    options: { fromCart?: boolean } = {},
  ): Promise<WishlistItem[]> {
    return this.handle(streamOf(owner), {
      type: 'AddToWishlist',
      data: { productId, addedAt: now(), ...(options.fromCart ? { fromCart: true } : {}) },
    });
  }

  remove(owner: WishlistOwner, productId: number): Promise<WishlistItem[]> {
    return this.handle(streamOf(owner), { type: 'RemoveFromWishlist', data: { productId } });
  }

  /**
   * At sign-in the guest list joins the customer's: only products the customer lacks are added,
   * then the guest list is marked handed over. Running it twice (a retried sign-in, or a crash
   * between the two appends) adds nothing twice.
   */
  async mergeGuestIntoCustomer(sessionId: string, customerId: number): Promise<WishlistItem[]> {
    const guestStream = guestWishlistStream(sessionId);
    const guest = await this.doc(guestStream);
    const customerStream = customerWishlistStream(customerId);
    if (guest.items.length === 0) return (await this.doc(customerStream)).items;
    const merged = await this.handle(customerStream, {
      type: 'MergeGuestWishlist',
      data: { guestSessionId: sessionId, items: guest.items },
    });
    await this.handle(guestStream, { type: 'HandOverGuestWishlist', data: { customerId } });
    return merged;
  }

  /** Erasure of a customer's list: it reads empty, in the read model and in any rebuild of it. */
  async eraseCustomer(customerId: number): Promise<string> {
    const stream = customerWishlistStream(customerId);
    await this.handle(stream, { type: 'EraseWishlist', data: { erasedAt: now() } });
    return stream;
  }

  private async doc(stream: string): Promise<WishlistDoc> {
    return (await this.log.read<WishlistDoc>(wishlistCollection, stream)) ?? initialWishlist();
  }

  /** Decides on the list as it is and appends at its version; a lost race decides again. */
  private handle(stream: string, command: WishlistCommand): Promise<WishlistItem[]> {
    return retryOnConflict(this.log, stream, async () => {
      const doc = await this.doc(stream);
      const events = decideWishlist(command, doc);
      if (events.length === 0) return doc.items;
      await this.log.append(stream, events, BigInt(doc.version));
      return (await this.doc(stream)).items;
    });
  }
}

const now = () => new Date().toISOString();
