import type { Command, Decider, Event } from '@event-driven-io/emmett';
import type { CartCommand, RecordedCartCommand } from './cart-command.ts';

/**
 * The cart record as a decider: the cart changes commerce applied, kept in the shopper's session
 * stream (`session-<id>`) so a cart recovery can replay them on a new upstream session. `decide`
 * and `evolve` are pure, so the given/when/then specs run without a database; the session's
 * read model folds these events through this `evolve` (`account/session-model.ts`).
 */

/** `key` is the upstream cart line key an `add` produced, when the gateway knows it (recovery maps it). */
export type CartCommandApplied = Event<'CartCommandApplied', { command: CartCommand; key?: string }>;
/** `commands` is the replayed cart with the new session's line keys: it replaces the old log. */
export type CartRecovered = Event<
  'CartRecovered',
  { wooSessionToken: string; commands: RecordedCartCommand[]; recoveredAt: string }
>;

export type CartRecordEvent = CartCommandApplied | CartRecovered;

export const cartRecordEventTypes: CartRecordEvent['type'][] = ['CartCommandApplied', 'CartRecovered'];

export type RecordCartCommand = Command<'RecordCartCommand', { command: CartCommand; key?: string }>;
/**
 * The cart was rebuilt on a new upstream session (its token already sealed); without `commands`
 * the recorded cart stands as it was.
 */
export type RecordCartRecovery = Command<
  'RecordCartRecovery',
  { wooSessionToken: string; commands?: RecordedCartCommand[]; recoveredAt: string }
>;

export type CartRecordCommand = RecordCartCommand | RecordCartRecovery;

export type CartRecordState = {
  /** What a recovery replays: every change since the cart was last emptied. */
  cart: RecordedCartCommand[];
  recoveries: number;
  /** The upstream cart session a recovery moved the cart to (sealed). */
  wooSessionToken?: string;
};

export const initialCartRecord = (): CartRecordState => ({ cart: [], recoveries: 0 });

export function decideCartRecord(command: CartRecordCommand, state: CartRecordState): CartRecordEvent[] {
  switch (command.type) {
    case 'RecordCartCommand': {
      const { command: change, key } = command.data;
      return [{ type: 'CartCommandApplied', data: key ? { command: change, key } : { command: change } }];
    }
    case 'RecordCartRecovery': {
      const { wooSessionToken, commands, recoveredAt } = command.data;
      return [
        { type: 'CartRecovered', data: { wooSessionToken, commands: commands ?? state.cart, recoveredAt } },
      ];
    }
  }
}

export function evolveCartRecord<S extends CartRecordState>(state: S, event: CartRecordEvent): S {
  switch (event.type) {
    case 'CartCommandApplied': {
      // An emptied cart has nothing to replay: the recovery log restarts there.
      const cart = event.data.command.type === 'empty' ? [] : [...state.cart, event.data];
      return { ...state, cart };
    }
    case 'CartRecovered':
      return {
        ...state,
        wooSessionToken: event.data.wooSessionToken,
        cart: event.data.commands,
        recoveries: state.recoveries + 1,
      };
  }
}

export const cartRecordDecider: Decider<CartRecordState, CartRecordCommand, CartRecordEvent> = {
  decide: decideCartRecord,
  evolve: evolveCartRecord,
  initialState: initialCartRecord,
};
