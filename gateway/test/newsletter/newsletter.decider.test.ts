import { DeciderSpecification } from '@event-driven-io/emmett';
import { describe, it } from 'vitest';
import { newsletterDecider, type NewsletterEvent } from '../../src/newsletter/newsletter-decider.ts';

const given = DeciderSpecification.for(newsletterDecider);
const signUp = {
  email: 'ada@example.com',
  source: 'footer',
  locale: 'en',
  requestedAt: '2026-01-01T10:00:00.000Z',
};
const requested: NewsletterEvent = { type: 'NewsletterSubscriptionRequested', data: signUp };
const started = (attempt: number, leaseUntil: string): NewsletterEvent => ({
  type: 'NewsletterDeliveryStarted',
  data: { attempt, leaseUntil },
});
const claimAt = (now: string) => ({
  type: 'ClaimDelivery' as const,
  data: { now, leaseUntil: '2026-01-01T10:05:00.000Z' },
});

describe('newsletter decider', () => {
  it('records a first sign-up', () =>
    given([]).when({ type: 'RequestSubscription', data: signUp }).then([requested]));

  it('records nothing for an address already signed up', () =>
    given([requested]).when({ type: 'RequestSubscription', data: signUp }).thenNothingHappened());

  it('claims the first attempt of a due sign-up', () =>
    given([requested])
      .when(claimAt('2026-01-01T10:00:01.000Z'))
      .then([started(1, '2026-01-01T10:05:00.000Z')]));

  it('leaves an attempt another worker holds until its lease lapses', () => {
    given([requested, started(1, '2026-01-01T10:01:00.000Z')])
      .when(claimAt('2026-01-01T10:00:30.000Z'))
      .thenNothingHappened();
    given([requested, started(1, '2026-01-01T10:01:00.000Z')])
      .when(claimAt('2026-01-01T10:01:30.000Z'))
      .then([started(1, '2026-01-01T10:05:00.000Z')]);
  });

  it('waits for the next attempt time after a failure, then claims the next attempt', () => {
    const failed: NewsletterEvent = {
      type: 'NewsletterDeliveryFailed',
      data: { attempt: 1, reason: 'content service down', nextAttemptAt: '2026-01-01T10:02:00.000Z' },
    };
    given([requested, started(1, '2026-01-01T10:01:00.000Z'), failed])
      .when(claimAt('2026-01-01T10:01:30.000Z'))
      .thenNothingHappened();
    given([requested, started(1, '2026-01-01T10:01:00.000Z'), failed])
      .when(claimAt('2026-01-01T10:02:00.000Z'))
      .then([started(2, '2026-01-01T10:05:00.000Z')]);
  });

  it('claims nothing once delivered', () =>
    given([
      requested,
      started(1, '2026-01-01T10:01:00.000Z'),
      { type: 'NewsletterDelivered', data: { attempt: 1, deliveredAt: '2026-01-01T10:00:02.000Z' } },
    ])
      .when(claimAt('2026-01-01T11:00:00.000Z'))
      .thenNothingHappened());

  it('records an attempt’s outcome for a known sign-up only', () => {
    const delivered = { attempt: 1, deliveredAt: '2026-01-01T10:00:02.000Z' };
    given([requested, started(1, '2026-01-01T10:01:00.000Z')])
      .when({ type: 'RecordDelivered', data: delivered })
      .then([{ type: 'NewsletterDelivered', data: delivered }]);
    given([]).when({ type: 'RecordDelivered', data: delivered }).thenNothingHappened();
  });
  it('erases a sign-up once, and an erased address may sign up afresh', () => {
    const erased: NewsletterEvent = {
      type: 'NewsletterSubscriptionErased',
      data: { erasedAt: '2026-01-02T10:00:00.000Z' },
    };
    given([requested])
      .when({ type: 'EraseSubscription', data: { erasedAt: '2026-01-02T10:00:00.000Z' } })
      .then([erased]);
    given([requested, erased])
      .when({ type: 'EraseSubscription', data: { erasedAt: '2026-01-03T10:00:00.000Z' } })
      .thenNothingHappened();
    given([requested, erased]).when(claimAt('2026-01-02T11:00:00.000Z')).thenNothingHappened();
    given([requested, erased]).when({ type: 'RequestSubscription', data: signUp }).then([requested]);
  });
});
