import { DeciderSpecification } from '@event-driven-io/emmett';
import { describe, it } from 'vitest';
import { mySizeDecider } from '../../src/fit/my-size-decider.ts';

const given = DeciderSpecification.for(mySizeDecider);
const monday = '2026-12-07T10:00:00.000Z';
const tuesday = '2026-12-08T10:00:00.000Z';
const widthsM = [15.5, 12.8, 13.6, 12.1, 10.9];
const saved = (size: 'XS' | 'S' | 'M' | 'L', savedAt: string, widthsMm?: number[]) => ({
  type: 'MySizeSaved' as const,
  data: { size, savedAt, ...(widthsMm ? { widthsMm } : {}) },
});

describe('my size decider', () => {
  it('keeps the size the finder answered, with the widths it came from', () =>
    given([])
      .when({ type: 'SaveMySize', data: { size: 'M', widthsMm: widthsM, savedAt: monday } })
      .then([saved('M', monday, widthsM)]));

  it('keeps a size chosen by kit numbers', () =>
    given([])
      .when({ type: 'SaveMySize', data: { size: 'S', kitSizes: [3, 6, 5, 7, 9], savedAt: monday } })
      .then([{ type: 'MySizeSaved', data: { size: 'S', kitSizes: [3, 6, 5, 7, 9], savedAt: monday } }]));

  it('records nothing when the same size and widths are saved again (a double tap)', () =>
    given([saved('M', monday, widthsM)])
      .when({ type: 'SaveMySize', data: { size: 'M', widthsMm: [...widthsM], savedAt: tuesday } })
      .thenNothingHappened());

  it('changes the size she changes in My account, dropping the old widths', () =>
    given([saved('M', monday, widthsM)])
      .when({ type: 'SaveMySize', data: { size: 'L', savedAt: tuesday } })
      .then([saved('L', tuesday)]));

  it('forgets her size when her account is erased, and records nothing where there is none', () => {
    given([saved('M', monday, widthsM)])
      .when({ type: 'EraseMySize', data: { erasedAt: tuesday } })
      .then([{ type: 'MySizeErased', data: { erasedAt: tuesday } }]);
    given([])
      .when({ type: 'EraseMySize', data: { erasedAt: tuesday } })
      .thenNothingHappened();
  });

  describe('at sign-in (the merge rule)', () => {
    it('gives an account without a size the guest size', () =>
      given([])
        .when({
          type: 'MergeGuestSize',
          data: { size: 'M', widthsMm: widthsM, savedAt: tuesday, guestSessionId: 'g1' },
        })
        .then([
          {
            type: 'GuestSizeMerged',
            data: { size: 'M', widthsMm: widthsM, savedAt: tuesday, guestSessionId: 'g1' },
          },
        ]));

    it('replaces an older account size with the size she found as a guest later', () =>
      given([saved('S', monday)])
        .when({ type: 'MergeGuestSize', data: { size: 'M', savedAt: tuesday, guestSessionId: 'g1' } })
        .then([{ type: 'GuestSizeMerged', data: { size: 'M', savedAt: tuesday, guestSessionId: 'g1' } }]));

    it('keeps an account size saved after the guest one', () =>
      given([saved('L', tuesday)])
        .when({ type: 'MergeGuestSize', data: { size: 'M', savedAt: monday, guestSessionId: 'g1' } })
        .thenNothingHappened());

    it('records nothing when the merge runs twice (a retried sign-in)', () =>
      given([{ type: 'GuestSizeMerged', data: { size: 'M', savedAt: tuesday, guestSessionId: 'g1' } }])
        .when({ type: 'MergeGuestSize', data: { size: 'M', savedAt: tuesday, guestSessionId: 'g1' } })
        .thenNothingHappened());

    it('hands the guest size over once: the guest stream then reads empty', () => {
      given([saved('M', monday)])
        .when({ type: 'HandOverGuestSize', data: { customerId: 7 } })
        .then([{ type: 'GuestSizeHandedOver', data: { customerId: 7 } }]);
      given([saved('M', monday), { type: 'GuestSizeHandedOver', data: { customerId: 7 } }])
        .when({ type: 'HandOverGuestSize', data: { customerId: 7 } })
        .thenNothingHappened();
    });
  });
});
