import { DeciderSpecification } from '@event-driven-io/emmett';
import { describe, it } from 'vitest';
import { orderDecider, type OrderEvent } from '../../src/checkout/orders-decider.ts';

const given = DeciderSpecification.for(orderDecider);
const placedAt = '2026-01-02T03:04:05.000Z';

describe('orders seen decider', () => {
  it('keeps only a first-name initial, a city and a product name', () =>
    given([])
      .when({
        type: 'RecordOrderPlaced',
        data: {
          orderId: 7,
          source: 'checkout',
          placedAt,
          firstName: ' ada ',
          city: ' Lyon ',
          productName: 'Ruby almond ',
        },
      })
      .then([
        {
          type: 'OrderPlaced',
          data: {
            orderId: 7,
            source: 'checkout',
            placedAt,
            firstNameInitial: 'A',
            city: 'Lyon',
            productName: 'Ruby almond',
          },
        },
      ]));

  it('leaves out facts it was not given or that are blank', () =>
    given([])
      .when({ type: 'RecordOrderPlaced', data: { orderId: 8, source: 'webhook', placedAt, firstName: '  ' } })
      .then([{ type: 'OrderPlaced', data: { orderId: 8, source: 'webhook', placedAt } }]));

  it('records an order once (a webhook after our own checkout)', () => {
    const seen: OrderEvent = { type: 'OrderPlaced', data: { orderId: 7, source: 'checkout', placedAt } };
    given([seen])
      .when({ type: 'RecordOrderPlaced', data: { orderId: 7, source: 'webhook', placedAt } })
      .thenNothingHappened();
  });
});
