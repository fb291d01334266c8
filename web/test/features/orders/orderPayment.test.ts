import { describe, expect, it } from 'vitest';
import { nextSteps } from '../../../src/features/orders/orderPayment.ts';

const unpaid = { status: 'ON_HOLD', paymentMethod: 'cod', buysGiftCards: false, buysDownloads: false };

describe('what the order page says happens next', () => {
  it('says a gift card code and downloads come once a cash on delivery order is paid', () => {
    expect(nextSteps({ ...unpaid, buysGiftCards: true })).toEqual(['giftCardAfterPayment']);
    expect(nextSteps({ ...unpaid, buysDownloads: true })).toEqual(['downloadsAfterPayment']);
  });

  it('asks for the bank transfer, and names what waits for it', () => {
    expect(nextSteps({ ...unpaid, paymentMethod: 'bacs', buysGiftCards: true })).toEqual([
      'bankTransfer',
      'giftCardAfterPayment',
    ]);
    expect(nextSteps({ ...unpaid, status: 'PENDING', paymentMethod: 'stripe', buysDownloads: true })).toEqual(
      ['downloadsAfterPayment'],
    );
  });

  it('says nothing once the order is paid (processing, completed) or for other states', () => {
    for (const status of ['PROCESSING', 'COMPLETED', 'CANCELLED', null])
      expect(
        nextSteps({ ...unpaid, status, paymentMethod: 'bacs', buysGiftCards: true, buysDownloads: true }),
      ).toEqual([]);
  });
});
