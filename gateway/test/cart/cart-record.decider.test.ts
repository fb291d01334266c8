import { DeciderSpecification } from '@event-driven-io/emmett';
import { describe, expect, it } from 'vitest';
import {
  cartRecordDecider,
  evolveCartRecord,
  initialCartRecord,
  type CartRecordEvent,
} from '../../src/cart/cart-record-decider.ts';

const given = DeciderSpecification.for(cartRecordDecider);
const at = '2026-01-02T03:04:05.000Z';
const add: CartRecordEvent = {
  type: 'CartCommandApplied',
  data: { command: { type: 'add', productId: 3, quantity: 2 }, key: 'k3' },
};
const fold = (events: CartRecordEvent[]) => events.reduce(evolveCartRecord, initialCartRecord());

describe('cart record decider', () => {
  it('records a change with the line key commerce gave it', () =>
    given([])
      .when({
        type: 'RecordCartCommand',
        data: { command: { type: 'add', productId: 3, quantity: 2 }, key: 'k3' },
      })
      .then([add]));

  it('records a change without a key as it came', () =>
    given([add])
      .when({ type: 'RecordCartCommand', data: { command: { type: 'coupon.apply', code: 'NAILS10' } } })
      .then([{ type: 'CartCommandApplied', data: { command: { type: 'coupon.apply', code: 'NAILS10' } } }]));

  it('a recovery without new commands keeps the recorded cart', () =>
    given([add])
      .when({ type: 'RecordCartRecovery', data: { wooSessionToken: 'sealed-new', recoveredAt: at } })
      .then([
        {
          type: 'CartRecovered',
          data: { wooSessionToken: 'sealed-new', commands: [add.data], recoveredAt: at },
        },
      ]));

  it('an emptied cart has nothing to replay; a recovery replaces the log and is counted', () => {
    expect(fold([add, { type: 'CartCommandApplied', data: { command: { type: 'empty' } } }]).cart).toEqual(
      [],
    );
    const recovered = fold([
      add,
      {
        type: 'CartRecovered',
        data: { wooSessionToken: 'sealed-new', commands: [{ ...add.data, key: 'k3-new' }], recoveredAt: at },
      },
    ]);
    expect(recovered).toEqual({
      cart: [{ ...add.data, key: 'k3-new' }],
      recoveries: 1,
      wooSessionToken: 'sealed-new',
    });
  });
});
