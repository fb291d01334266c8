import { DeciderSpecification } from '@event-driven-io/emmett';
import { describe, it } from 'vitest';
import {
  backInStockDecider,
  type AlertRequest,
  type BackInStockEvent,
} from '../../src/restock/back-in-stock-decider.ts';

const given = DeciderSpecification.for(backInStockDecider);
const request: AlertRequest = {
  email: 'pii:v1:email:0a1b…|k1|sealed',
  subject: 'email:0a1b',
  productId: 12,
  variationId: 31,
  productName: 'Almond Blush - M',
  productSlug: 'almond-blush',
  locale: 'de',
  requestedAt: '2026-01-01T10:00:00.000Z',
};
const requested = (cycle = 1, at = request.requestedAt): BackInStockEvent => ({
  type: 'BackInStockRequested',
  data: { ...request, requestedAt: at, cycle },
});
const confirmed = (cycle = 1): BackInStockEvent => ({
  type: 'BackInStockConfirmed',
  data: { cycle, confirmedAt: '2026-01-01T10:10:00.000Z' },
});
const started = (kind: 'confirmation' | 'alert', attempt: number, leaseUntil: string): BackInStockEvent => ({
  type: 'BackInStockMailStarted',
  data: { kind, attempt, leaseUntil },
});
const sent = (kind: 'confirmation' | 'alert', attempt = 1): BackInStockEvent => ({
  type: 'BackInStockMailSent',
  data: { kind, attempt, sentAt: '2026-01-01T10:01:00.000Z' },
});
const restocked: BackInStockEvent = {
  type: 'BackInStockRestocked',
  data: { restockedAt: '2026-01-02T08:00:00.000Z' },
};
const unsubscribed: BackInStockEvent = {
  type: 'BackInStockUnsubscribed',
  data: { unsubscribedAt: '2026-01-01T12:00:00.000Z' },
};
const claimAt = (now: string) => ({
  type: 'ClaimMail' as const,
  data: { now, leaseUntil: '2026-01-02T09:00:00.000Z' },
});
const now = '2026-01-02T08:00:00.000Z';

describe('back-in-stock decider', () => {
  it('records a first request, owing the confirmation mail', () =>
    given([]).when({ type: 'RequestAlert', data: request }).then([requested()]));

  it('records nothing for a repeat while the confirmation mail is still owed', () =>
    given([requested()]).when({ type: 'RequestAlert', data: request }).thenNothingHappened());

  it('owes the confirmation again for a repeat after it was sent, in the same cycle', () =>
    given([requested(), sent('confirmation')])
      .when({ type: 'RequestAlert', data: { ...request, requestedAt: now } })
      .then([requested(1, now)]));

  it('records nothing for a request of an alert already confirmed', () =>
    given([requested(), sent('confirmation'), confirmed()])
      .when({ type: 'RequestAlert', data: request })
      .thenNothingHappened());

  it('starts a new cycle after an unsubscribe or an alert already sent', () => {
    given([requested(), sent('confirmation'), unsubscribed])
      .when({ type: 'RequestAlert', data: { ...request, requestedAt: now } })
      .then([requested(2, now)]);
    given([requested(), sent('confirmation'), confirmed(), restocked, sent('alert')])
      .when({ type: 'RequestAlert', data: { ...request, requestedAt: now } })
      .then([requested(2, now)]);
  });

  it('confirms with the link of the current cycle only', () => {
    given([requested(), sent('confirmation')])
      .when({ type: 'ConfirmAlert', data: { cycle: 1, now: '2026-01-01T10:10:00.000Z' } })
      .then([confirmed()]);
    // A link of the first cycle, after an unsubscribe and a new request, confirms nothing.
    given([requested(), sent('confirmation'), unsubscribed, requested(2, now)])
      .when({ type: 'ConfirmAlert', data: { cycle: 1, now } })
      .thenNothingHappened();
    given([requested(), sent('confirmation'), confirmed()])
      .when({ type: 'ConfirmAlert', data: { cycle: 1, now } })
      .thenNothingHappened();
  });

  it('owes one alert mail when a confirmed alert is back in stock, and no second one', () => {
    given([requested(), sent('confirmation'), confirmed()])
      .when({ type: 'NoteRestock', data: { now } })
      .then([restocked]);
    given([requested(), sent('confirmation'), confirmed(), restocked])
      .when({ type: 'NoteRestock', data: { now } })
      .thenNothingHappened();
    given([requested(), sent('confirmation'), confirmed(), restocked, sent('alert')])
      .when({ type: 'NoteRestock', data: { now } })
      .thenNothingHappened();
  });

  it('tells nobody who has not confirmed, or has unsubscribed', () => {
    given([requested(), sent('confirmation')])
      .when({ type: 'NoteRestock', data: { now } })
      .thenNothingHappened();
    given([requested(), sent('confirmation'), confirmed(), unsubscribed])
      .when({ type: 'NoteRestock', data: { now } })
      .thenNothingHappened();
  });

  it('unsubscribes a pending or confirmed alert, and drops the mail it owed', () => {
    given([requested()])
      .when({ type: 'UnsubscribeAlert', data: { now: '2026-01-01T12:00:00.000Z' } })
      .then([unsubscribed]);
    given([requested(), sent('confirmation'), confirmed(), restocked, unsubscribed])
      .when(claimAt(now))
      .thenNothingHappened();
    given([requested(), sent('confirmation'), unsubscribed])
      .when({ type: 'UnsubscribeAlert', data: { now } })
      .thenNothingHappened();
  });

  it('claims the owed mail once; another worker waits until the lease lapses', () => {
    given([requested(), sent('confirmation'), confirmed(), restocked])
      .when(claimAt(now))
      .then([started('alert', 1, '2026-01-02T09:00:00.000Z')]);
    given([
      requested(),
      sent('confirmation'),
      confirmed(),
      restocked,
      started('alert', 1, '2026-01-02T08:01:00.000Z'),
    ])
      .when(claimAt('2026-01-02T08:00:30.000Z'))
      .thenNothingHappened();
    given([
      requested(),
      sent('confirmation'),
      confirmed(),
      restocked,
      started('alert', 1, '2026-01-02T08:01:00.000Z'),
    ])
      .when(claimAt('2026-01-02T08:02:00.000Z'))
      .then([started('alert', 1, '2026-01-02T09:00:00.000Z')]);
  });

  it('retries a failed mail after its backoff, counting the attempt', () => {
    const failed: BackInStockEvent = {
      type: 'BackInStockMailFailed',
      data: { kind: 'alert', attempt: 1, reason: 'SMTP 421', nextAttemptAt: '2026-01-02T08:05:00.000Z' },
    };
    const history = [
      requested(),
      sent('confirmation'),
      confirmed(),
      restocked,
      started('alert', 1, '2026-01-02T08:01:00.000Z'),
      failed,
    ];
    given(history).when(claimAt('2026-01-02T08:04:00.000Z')).thenNothingHappened();
    given(history)
      .when(claimAt('2026-01-02T08:05:00.000Z'))
      .then([started('alert', 2, '2026-01-02T09:00:00.000Z')]);
  });

  it('owes nothing once the alert mail is sent', () =>
    given([
      requested(),
      sent('confirmation'),
      confirmed(),
      restocked,
      started('alert', 1, '2026-01-02T08:01:00.000Z'),
      sent('alert'),
    ])
      .when(claimAt('2026-01-03T00:00:00.000Z'))
      .thenNothingHappened());
});
