import type { Command, Decider, Event } from '@event-driven-io/emmett';

/**
 * An order the gateway has seen, as a decider (stream `order-<order id>`), from its own
 * checkouts and from `order.created` webhooks. `decide` keeps only coarse facts (a first-name
 * initial, a city, a product name; never a name, email or address) and records an order once.
 * Pure, so the given/when/then specs run without a database; the purchase feed
 * (`orders-model.ts`) projects these events across every order.
 */

export type OrderPlaced = Event<
  'OrderPlaced',
  {
    orderId: number;
    placedAt: string;
    source: 'checkout' | 'webhook';
    firstNameInitial?: string;
    city?: string;
    productName?: string;
  }
>;

export type OrderEvent = OrderPlaced;

/** What the checkout or the webhook knows of the order; `placedAt` is when it was reported. */
export type RecordOrderPlaced = Command<
  'RecordOrderPlaced',
  {
    orderId: number;
    source: 'checkout' | 'webhook';
    placedAt: string;
    firstName?: string;
    city?: string;
    productName?: string;
  }
>;

export type OrderCommand = RecordOrderPlaced;

export type OrderState = { seen: boolean };

export const initialOrderState = (): OrderState => ({ seen: false });

/** A second report of an order (a webhook after our own checkout) records nothing. */
export function decideOrder(command: OrderCommand, state: OrderState): OrderEvent[] {
  if (state.seen) return [];
  const { orderId, source, placedAt } = command.data;
  const initial = command.data.firstName?.trim().charAt(0).toUpperCase();
  const city = command.data.city?.trim();
  const productName = command.data.productName?.trim();
  return [
    {
      type: 'OrderPlaced',
      data: {
        orderId,
        source,
        placedAt,
        ...(initial ? { firstNameInitial: initial } : {}),
        ...(city ? { city } : {}),
        ...(productName ? { productName } : {}),
      },
    },
  ];
}

export const evolveOrder = (_state: OrderState, _event: OrderEvent): OrderState => ({ seen: true });

export const orderDecider: Decider<OrderState, OrderCommand, OrderEvent> = {
  decide: decideOrder,
  evolve: evolveOrder,
  initialState: initialOrderState,
};
