import type { PlacedOrder } from './checkout-model.ts';
import { isExpectedVersionConflictError, type EventLog } from '../events/log.ts';
import { decideOrder, initialOrderState, type OrderPlaced } from './orders-decider.ts';
import { isSubjectId, type PersonalData } from '../privacy/shredding/index.ts';
import {
  orderStream,
  purchaseFeedCollection,
  purchaseFeedId,
  type PurchaseFeedDoc,
  type PurchaseFeedEntry,
} from './orders-model.ts';

export interface OrderFacts {
  orderId: number;
  source: 'checkout' | 'webhook';
  firstName?: string;
  city?: string;
  productName?: string;
  placedAt?: string;
  /** Whose the first name and city are; without one they are not kept. */
  subject?: string;
}

/**
 * Orders the gateway has seen, from its own checkouts and from `order.created` webhooks. Each
 * order is one stream started at version 0, so the second report of an order is refused by the
 * store and the purchase feed counts it once. Only coarse facts are kept: a first-name initial
 * and a city, never a name, email or address.
 */
export class OrdersRepository {
  constructor(
    private readonly log: EventLog,
    private readonly personal: PersonalData,
  ) {}

  /** Returns false when the order was already recorded. */
  async recordPlaced(facts: OrderFacts): Promise<boolean> {
    // Decided as a first report: version 0n makes the store refuse a second one.
    const { subject, ...known } = facts;
    const decided = decideOrder(
      { type: 'RecordOrderPlaced', data: { ...known, placedAt: known.placedAt ?? new Date().toISOString() } },
      initialOrderState(),
    );
    const events = await Promise.all(decided.map((event) => this.sealFacts(event, subject)));
    try {
      await this.log.append(orderStream(facts.orderId), events, 0n);
      return true;
    } catch (error) {
      if (isExpectedVersionConflictError(error)) return false;
      throw error;
    }
  }

  recordFromCheckout(order: PlacedOrder): Promise<boolean> {
    return this.recordPlaced({
      orderId: order.orderId,
      source: 'checkout',
      firstName: order.firstName,
      city: order.city,
      productName: order.productNames?.[0],
      subject: order.subject,
    });
  }

  /**
   * The initial and the city stay in the event under their names but sealed with her key, so the
   * feed's projection copies sealed values and only the feed's read opens them; facts of nobody
   * known are left out.
   */
  private async sealFacts(event: OrderPlaced, subject: string | undefined): Promise<OrderPlaced> {
    const { firstNameInitial, city, ...rest } = event.data;
    if (!subject || !isSubjectId(subject)) return { ...event, data: rest };
    const seal = (value: string | undefined) => (value ? this.personal.seal(subject, value) : undefined);
    const [sealedInitial, sealedCity] = await Promise.all([seal(firstNameInitial), seal(city)]);
    return {
      ...event,
      data: {
        ...rest,
        ...(sealedInitial ? { firstNameInitial: sealedInitial } : {}),
        ...(sealedCity ? { city: sealedCity } : {}),
      },
    };
  }

  async purchaseFeed(limit = 10): Promise<{ entries: PurchaseFeedEntry[]; total: number }> {
    const doc = await this.log.read<PurchaseFeedDoc>(purchaseFeedCollection, purchaseFeedId);
    const entries = (doc?.entries ?? []).slice(0, Math.max(0, limit));
    // An erased buyer's entry keeps its product and time, without her initial or city.
    const open = async (value: string | undefined) =>
      value === undefined ? undefined : ((await this.personal.openSealed(value)) ?? undefined);
    const opened = await Promise.all(
      entries.map(async (entry) => ({
        ...entry,
        firstNameInitial: await open(entry.firstNameInitial),
        city: await open(entry.city),
      })),
    );
    return { entries: opened, total: doc?.total ?? 0 };
  }
}
