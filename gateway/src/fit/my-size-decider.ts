import type { Command, Decider, Event } from '@event-driven-io/emmett';
import type { SetSize } from './fit-table.ts';

/**
 * A shopper's set size as a decider (streams `fit-guest:<sessionId>` and
 * `fit-customer:<customerId>`), shaped as the wishlist's (`wishlist/wishlist-decider.ts`): pure
 * `decide` and `evolve`, given/when/then specs in `test/fit/`.
 *
 * Personal data (privacy README): `size`, `widthsMm` and `kitSizes` describe her hands. Payloads
 * stay flat JSON so the erasure's sealing can wrap exactly these fields.
 */
export type SizeRecord = {
  size: SetSize;
  /** The widths she measured, thumb to pinky, when the size came from the finder by width. */
  widthsMm?: number[];
  /** The sizing-kit numbers that fitted, thumb to pinky, when she used a kit. */
  kitSizes?: number[];
  /** ISO 8601; comes with the command so deciding stays pure. */
  savedAt: string;
};

export type MySizeSaved = Event<'MySizeSaved', SizeRecord>;
/** In the customer's stream: the size a guest saved in this session became the account's. */
export type GuestSizeMerged = Event<'GuestSizeMerged', SizeRecord & { guestSessionId: string }>;
/** In the guest stream: the size now lives with the account, so the guest's reads empty. */
export type GuestSizeHandedOver = Event<'GuestSizeHandedOver', { customerId: number }>;

/** Her account was erased (privacy README "Erasure"): the size is gone from every read and rebuild. */
export type MySizeErased = Event<'MySizeErased', { erasedAt: string }>;

export type MySizeEvent = MySizeSaved | GuestSizeMerged | GuestSizeHandedOver | MySizeErased;

export const mySizeEventTypes: MySizeEvent['type'][] = [
  'MySizeSaved',
  'GuestSizeMerged',
  'GuestSizeHandedOver',
  'MySizeErased',
];

export type SaveMySize = Command<'SaveMySize', SizeRecord>;
/** Sent to the customer's stream at sign-in with the guest's size as it was read. */
export type MergeGuestSize = Command<'MergeGuestSize', SizeRecord & { guestSessionId: string }>;
export type HandOverGuestSize = Command<'HandOverGuestSize', { customerId: number }>;

export type EraseMySize = Command<'EraseMySize', { erasedAt: string }>;

export type MySizeCommand = SaveMySize | MergeGuestSize | HandOverGuestSize | EraseMySize;

export type MySizeState = {
  current?: SizeRecord;
  handedOverTo?: number;
};

export const initialMySizeState = (): MySizeState => ({});

const sameList = (a?: number[], b?: number[]) =>
  (a ?? []).length === (b ?? []).length && (a ?? []).every((value, at) => value === b?.[at]);

const sameRecord = (a: SizeRecord | undefined, b: SizeRecord) =>
  a !== undefined &&
  a.size === b.size &&
  sameList(a.widthsMm, b.widthsMm) &&
  sameList(a.kitSizes, b.kitSizes);

const recordOf = ({ size, widthsMm, kitSizes, savedAt }: SizeRecord): SizeRecord => ({
  size,
  ...(widthsMm ? { widthsMm } : {}),
  ...(kitSizes ? { kitSizes } : {}),
  savedAt,
});

/**
 * Saving what is already saved records nothing (a double tap). The merge rule (fit README "My
 * size at sign-in"): the guest's size becomes the account's when it was saved later than the
 * account's, the last size she chose being the one she means; an older one changes nothing.
 */
export function decideMySize(command: MySizeCommand, state: MySizeState): MySizeEvent[] {
  switch (command.type) {
    case 'SaveMySize':
      return sameRecord(state.current, command.data)
        ? []
        : [{ type: 'MySizeSaved', data: recordOf(command.data) }];
    case 'MergeGuestSize': {
      const { guestSessionId, ...guest } = command.data;
      if (state.current && (state.current.savedAt >= guest.savedAt || sameRecord(state.current, guest)))
        return [];
      return [{ type: 'GuestSizeMerged', data: { ...recordOf(guest), guestSessionId } }];
    }
    case 'HandOverGuestSize':
      return state.current
        ? [{ type: 'GuestSizeHandedOver', data: { customerId: command.data.customerId } }]
        : [];
    case 'EraseMySize':
      return state.current ? [{ type: 'MySizeErased', data: command.data }] : [];
  }
}

export function evolveMySize<S extends MySizeState>(state: S, event: MySizeEvent): S {
  switch (event.type) {
    case 'MySizeSaved':
      return { ...state, current: recordOf(event.data) };
    case 'GuestSizeMerged':
      return { ...state, current: recordOf(event.data) };
    case 'GuestSizeHandedOver': {
      const { current: _handedOver, ...rest } = state;
      return { ...rest, handedOverTo: event.data.customerId } as S;
    }
    case 'MySizeErased': {
      const { current: _erased, ...rest } = state;
      return rest as S;
    }
  }
}

export const mySizeDecider: Decider<MySizeState, MySizeCommand, MySizeEvent> = {
  decide: decideMySize,
  evolve: evolveMySize,
  initialState: initialMySizeState,
};
