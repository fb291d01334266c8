import { retryOnConflict, type EventLog } from '../events/log.ts';
import { emailSubject } from '../privacy/shredding/index.ts';
import { decideBackInStock, type AlertRequest, type BackInStockCommand } from './back-in-stock-decider.ts';
import {
  alertKey,
  backInStockCollection,
  backInStockStream,
  type BackInStockDoc,
} from './back-in-stock-model.ts';

/**
 * Back-in-stock alerts in the event log: each change is a decision on the alert as it is, appended
 * at its version (a lost race decides again). Mails are not sent here: a decision that owes one
 * marks it due and the outbox (`back-in-stock-outbox.ts`) sends it.
 */
export class BackInStockRepository {
  private readonly mailListeners = new Set<() => void>();

  constructor(private readonly log: EventLog) {}

  /** Told when a decision made a mail due (the outbox runs a pass at once instead of at its next poll). */
  onMailDue(listener: () => void): () => void {
    this.mailListeners.add(listener);
    return () => this.mailListeners.delete(listener);
  }

  doc(key: string): Promise<BackInStockDoc | undefined> {
    return this.log.read<BackInStockDoc>(backInStockCollection, backInStockStream(key));
  }

  /**
   * Records the request of `email` (in clear: the key is its hash); the request's `email` is the
   * address as the events keep it (sealed). The alert as it is afterwards.
   */
  request(email: string, request: AlertRequest): Promise<BackInStockDoc | undefined> {
    return this.handle(alertKey(email, request), { type: 'RequestAlert', data: request });
  }

  confirm(key: string, cycle: number): Promise<BackInStockDoc | undefined> {
    return this.handle(key, { type: 'ConfirmAlert', data: { cycle, now: now() } });
  }

  unsubscribe(key: string): Promise<BackInStockDoc | undefined> {
    return this.handle(key, { type: 'UnsubscribeAlert', data: { now: now() } });
  }

  /** Commerce says the item is in stock: a confirmed alert's one mail becomes due. */
  noteRestock(key: string): Promise<BackInStockDoc | undefined> {
    return this.handle(key, { type: 'NoteRestock', data: { now: now() } });
  }

  /** Confirmed alerts waiting for a product or any of its variations. */
  async waitingFor(productId: number): Promise<(BackInStockDoc & { _id: string })[]> {
    return this.log.all<BackInStockDoc>(backInStockCollection, { productId, status: 'confirmed' });
  }

  /** Alerts that owe a mail (due now or later, or held by a worker). */
  mailsOwed(): Promise<(BackInStockDoc & { _id: string })[]> {
    return this.log.all<BackInStockDoc>(backInStockCollection, { mailDue: true });
  }

  /** Every alert an address asked for (the personal-data export). */
  async ofEmail(email: string): Promise<BackInStockDoc[]> {
    return this.log.all<BackInStockDoc>(backInStockCollection, { subject: emailSubject(email) });
  }

  private handle(key: string, command: BackInStockCommand): Promise<BackInStockDoc | undefined> {
    const stream = backInStockStream(key);
    return retryOnConflict(this.log, stream, async () => {
      const doc = await this.doc(key);
      const events = decideBackInStock(command, doc ?? null);
      if (events.length === 0) return doc;
      await this.log.append(stream, events, BigInt(doc?.version ?? 0));
      if (
        events.some((event) => event.type === 'BackInStockRequested' || event.type === 'BackInStockRestocked')
      )
        for (const listener of this.mailListeners) listener();
      return this.doc(key);
    });
  }
}

const now = () => new Date().toISOString();
