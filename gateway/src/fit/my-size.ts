import { retryOnConflict, type EventLog } from '../events/log.ts';
import { decideMySize, type MySizeCommand, type SizeRecord } from './my-size-decider.ts';
import {
  customerSizeStream,
  guestSizeStream,
  initialMySize,
  mySizeCollection,
  type MySizeDoc,
} from './my-size-model.ts';

/** A guest's size lives with her session, a customer's with her account (as the wishlist). */
export type SizeOwner = { kind: 'guest'; sessionId: string } | { kind: 'customer'; customerId: number };

const streamOf = (owner: SizeOwner) =>
  owner.kind === 'guest' ? guestSizeStream(owner.sessionId) : customerSizeStream(owner.customerId);

/** Reads sizes from their read model and runs commands through the decider (`my-size-decider.ts`). */
export class MySizeRepository {
  constructor(private readonly log: EventLog) {}

  async current(owner: SizeOwner): Promise<SizeRecord | undefined> {
    return (await this.doc(streamOf(owner))).current;
  }

  save(owner: SizeOwner, record: Omit<SizeRecord, 'savedAt'>): Promise<SizeRecord | undefined> {
    return this.handle(streamOf(owner), { type: 'SaveMySize', data: { ...record, savedAt: now() } });
  }

  /**
   * At sign-in (fit README "My size at sign-in"): the guest's size joins the account when it is
   * newer than the account's, then the guest's is marked handed over. Run twice (a retried
   * sign-in, a crash between the two appends), it records nothing twice.
   */
  async mergeGuestIntoCustomer(sessionId: string, customerId: number): Promise<void> {
    const guestStream = guestSizeStream(sessionId);
    const guest = (await this.doc(guestStream)).current;
    if (!guest) return;
    await this.handle(customerSizeStream(customerId), {
      type: 'MergeGuestSize',
      data: { ...guest, guestSessionId: sessionId },
    });
    await this.handle(guestStream, { type: 'HandOverGuestSize', data: { customerId } });
  }

  /** Erasure's shopper-records step (privacy README "Erasure"): her account's size, for good. */
  async eraseCustomer(customerId: number): Promise<string> {
    const stream = customerSizeStream(customerId);
    await this.handle(stream, { type: 'EraseMySize', data: { erasedAt: now() } });
    return stream;
  }

  private async doc(stream: string): Promise<MySizeDoc> {
    return (await this.log.read<MySizeDoc>(mySizeCollection, stream)) ?? initialMySize();
  }

  /** Decides on the size as it is and appends at its version; a lost race decides again. */
  private handle(stream: string, command: MySizeCommand): Promise<SizeRecord | undefined> {
    return retryOnConflict(this.log, stream, async () => {
      const doc = await this.doc(stream);
      const events = decideMySize(command, doc);
      if (events.length === 0) return doc.current;
      await this.log.append(stream, events, BigInt(doc.version));
      return (await this.doc(stream)).current;
    });
  }
}

const now = () => new Date().toISOString();
