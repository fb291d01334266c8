import type { Command, Decider, Event } from '@event-driven-io/emmett';

/**
 * The wishlist as a decider (streams `wishlist-guest:<sessionId>` and
 * `wishlist-customer:<customerId>`): `decide` says what a command records given the list as it
 * is, `evolve` folds what was recorded. Both are pure, so the given/when/then specs run without a
 * database, and the read model (`wishlist-model.ts`) is this same fold.
 */

export type WishlistItemAdded = Event<
  'WishlistItemAdded',
  { productId: number; addedAt: string; fromCart?: boolean }
>;
export type WishlistItemRemoved = Event<'WishlistItemRemoved', { productId: number }>;
/** In the customer's stream: the guest items that were new to the customer's list. */
export type GuestWishlistMerged = Event<
  'GuestWishlistMerged',
  { guestSessionId: string; items: { productId: number; addedAt: string }[] }
>;
/** In the guest stream: the list now lives in the customer's, so the guest list reads empty. */
export type GuestWishlistHandedOver = Event<'GuestWishlistHandedOver', { customerId: number }>;

/** The owner was erased ("delete my account", privacy README): the list reads empty for good. */
export type WishlistErased = Event<'WishlistErased', { erasedAt: string }>;

export type WishlistEvent =
  WishlistItemAdded | WishlistItemRemoved | GuestWishlistMerged | GuestWishlistHandedOver | WishlistErased;

export const wishlistEventTypes: WishlistEvent['type'][] = [
  'WishlistItemAdded',
  'WishlistItemRemoved',
  'GuestWishlistMerged',
  'GuestWishlistHandedOver',
  'WishlistErased',
];

/** `addedAt` comes with the command: deciding stays pure and a spec can name the time. */
export type AddToWishlist = Command<
  'AddToWishlist',
  { productId: number; addedAt: string; fromCart?: boolean }
>;
export type RemoveFromWishlist = Command<'RemoveFromWishlist', { productId: number }>;
/** Sent to the customer's list at sign-in, with the guest list as it was read. */
export type MergeGuestWishlist = Command<
  'MergeGuestWishlist',
  { guestSessionId: string; items: { productId: number; addedAt: string }[] }
>;
/** Sent to the guest list once its items joined the customer's. */
export type HandOverGuestWishlist = Command<'HandOverGuestWishlist', { customerId: number }>;

export type EraseWishlist = Command<'EraseWishlist', { erasedAt: string }>;

export type WishlistCommand =
  AddToWishlist | RemoveFromWishlist | MergeGuestWishlist | HandOverGuestWishlist | EraseWishlist;

export type WishlistState = {
  items: { productId: number; addedAt: string }[];
  handedOverTo?: number;
};

export const initialWishlistState = (): WishlistState => ({ items: [] });

const holds = (state: WishlistState, productId: number) =>
  state.items.some((item) => item.productId === productId);

/** Every command is idempotent: repeating one (a double click, a retried sign-in) records nothing. */
export function decideWishlist(command: WishlistCommand, state: WishlistState): WishlistEvent[] {
  switch (command.type) {
    case 'AddToWishlist': {
      const { productId, addedAt, fromCart } = command.data;
      if (holds(state, productId)) return [];
      return [
        { type: 'WishlistItemAdded', data: { productId, addedAt, ...(fromCart ? { fromCart: true } : {}) } },
      ];
    }
    case 'RemoveFromWishlist':
      return holds(state, command.data.productId)
        ? [{ type: 'WishlistItemRemoved', data: { productId: command.data.productId } }]
        : [];
    case 'MergeGuestWishlist': {
      const missing = command.data.items.filter((item) => !holds(state, item.productId));
      return missing.length === 0
        ? []
        : [
            {
              type: 'GuestWishlistMerged',
              data: { guestSessionId: command.data.guestSessionId, items: missing },
            },
          ];
    }
    case 'HandOverGuestWishlist':
      return state.items.length === 0
        ? []
        : [{ type: 'GuestWishlistHandedOver', data: { customerId: command.data.customerId } }];
    case 'EraseWishlist':
      return state.items.length === 0 ? [] : [{ type: 'WishlistErased', data: command.data }];
  }
}

export function evolveWishlist<S extends WishlistState>(state: S, event: WishlistEvent): S {
  switch (event.type) {
    case 'WishlistItemAdded': {
      const { productId, addedAt } = event.data;
      return {
        ...state,
        items: holds(state, productId) ? state.items : [...state.items, { productId, addedAt }],
      };
    }
    case 'WishlistItemRemoved':
      return { ...state, items: state.items.filter((item) => item.productId !== event.data.productId) };
    case 'GuestWishlistMerged':
      return {
        ...state,
        items: [...state.items, ...event.data.items.filter((item) => !holds(state, item.productId))],
      };
    case 'GuestWishlistHandedOver':
      return { ...state, items: [], handedOverTo: event.data.customerId };
    case 'WishlistErased':
      return { ...state, items: [] };
  }
}

export const wishlistDecider: Decider<WishlistState, WishlistCommand, WishlistEvent> = {
  decide: decideWishlist,
  evolve: evolveWishlist,
  initialState: initialWishlistState,
};
