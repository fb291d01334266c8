import { DeciderSpecification } from '@event-driven-io/emmett';
import { describe, it } from 'vitest';
import { checkoutDecider, type CheckoutEvent } from '../../src/checkout/checkout-decider.ts';

const given = DeciderSpecification.for(checkoutDecider);
const request = {
  key: 'key-12345678',
  sessionId: 's1',
  requestedAt: '2026-01-02T03:04:05.000Z',
  cart: 'cart-digest',
};
const requested: CheckoutEvent = { type: 'CheckoutRequested', data: request };
const order = { orderId: 501, orderNumber: '501', status: 'PROCESSING' };

describe('checkout attempt decider', () => {
  it('requests a key never used, and records nothing for a repeat', () => {
    given([]).when({ type: 'RequestCheckout', data: request }).then([requested]);
    given([requested]).when({ type: 'RequestCheckout', data: request }).thenNothingHappened();
  });

  it('records the order of a pending attempt', () =>
    given([requested])
      .when({ type: 'RecordCheckoutSucceeded', data: { order } })
      .then([{ type: 'CheckoutSucceeded', data: { key: request.key, order } }]));

  it('records a refusal of a pending attempt', () =>
    given([requested])
      .when({ type: 'RecordCheckoutFailed', data: { reason: 'Card declined', code: 'CHECKOUT_FAILED' } })
      .then([
        {
          type: 'CheckoutFailed',
          data: { key: request.key, reason: 'Card declined', code: 'CHECKOUT_FAILED' },
        },
      ]));

  it('records an interruption of a pending attempt', () =>
    given([requested])
      .when({
        type: 'RecordCheckoutInterrupted',
        data: { at: '2026-01-02T03:04:09.000Z', reason: 'socket hang up' },
      })
      .then([
        {
          type: 'CheckoutInterrupted',
          data: { key: request.key, at: '2026-01-02T03:04:09.000Z', reason: 'socket hang up' },
        },
      ]));

  it('an interrupted attempt is still pending: commerce may have placed the order', () =>
    given([requested, { type: 'CheckoutInterrupted', data: { key: request.key, at: 'x', reason: 'y' } }])
      .when({ type: 'RecordCheckoutSucceeded', data: { order } })
      .then([{ type: 'CheckoutSucceeded', data: { key: request.key, order } }]));

  it('decides an attempt once: a decided attempt records no other outcome', () => {
    const succeeded: CheckoutEvent = { type: 'CheckoutSucceeded', data: { key: request.key, order } };
    given([requested, succeeded])
      .when({ type: 'RecordCheckoutFailed', data: { reason: 'late', code: 'CHECKOUT_FAILED' } })
      .thenNothingHappened();
    given([
      requested,
      { type: 'CheckoutFailed', data: { key: request.key, reason: 'r', code: 'CHECKOUT_FAILED' } },
    ])
      .when({ type: 'RecordCheckoutSucceeded', data: { order } })
      .thenNothingHappened();
  });

  it('records no outcome for a key never requested', () =>
    given([]).when({ type: 'RecordCheckoutSucceeded', data: { order } }).thenNothingHappened());

  it('records an order once: the reconciler finding an order already recorded records nothing', () => {
    const succeeded: CheckoutEvent = { type: 'CheckoutSucceeded', data: { key: request.key, order } };
    given([requested, succeeded])
      .when({ type: 'RecordCheckoutSucceeded', data: { order: { ...order, status: 'COMPLETED' } } })
      .thenNothingHappened();
  });
});
