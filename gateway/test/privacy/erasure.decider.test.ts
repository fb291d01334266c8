import { DeciderSpecification } from '@event-driven-io/emmett';
import { describe, expect, it } from 'vitest';
import {
  erasureDecider,
  evolveErasure,
  nextErasureStep,
  type ErasureEvent,
} from '../../src/privacy/erasure/erasure-decider.ts';

const given = DeciderSpecification.for(erasureDecider);
const request = {
  customerId: 7,
  emailSubject: 'email:' + 'a'.repeat(64),
  sessionId: 'session-1',
  requestedAt: '2026-12-06T10:00:00.000Z',
};
const requested: ErasureEvent = { type: 'ErasureRequested', data: request };
const commerceErased: ErasureEvent = {
  type: 'CommerceDataErased',
  data: { at: '2026-12-06T10:00:01.000Z', confirmed: true, ordersAnonymised: 2, ordersRetained: 0 },
};
const recordsErased: ErasureEvent = {
  type: 'ShopperRecordsErased',
  data: { at: '2026-12-06T10:00:02.000Z', streams: ['wishlist-customer:7'] },
};
const sessionsEnded: ErasureEvent = {
  type: 'ErasureSessionsEnded',
  data: { at: '2026-12-06T10:00:03.000Z', sessions: 2 },
};
const keysData = { at: '2026-12-06T10:00:04.000Z', subjects: ['customer:7', request.emailSubject] };

describe('erasure decider', () => {
  it('records a first request', () =>
    given([]).when({ type: 'RequestErasure', data: request }).then([requested]));

  it('records nothing for a repeat request while one runs, nor after it completed', () => {
    given([requested]).when({ type: 'RequestErasure', data: request }).thenNothingHappened();
    given([
      requested,
      commerceErased,
      recordsErased,
      sessionsEnded,
      { type: 'SubjectKeysDeleted', data: keysData },
      { type: 'ErasureCompleted', data: { at: keysData.at } },
    ])
      .when({ type: 'RequestErasure', data: request })
      .thenNothingHappened();
  });

  it('records commerce first and refuses a later step before it', () => {
    given([requested])
      .when({ type: 'RecordCommerceErased', data: commerceErased.data })
      .then([commerceErased]);
    given([requested]).when({ type: 'RecordSessionsEnded', data: sessionsEnded.data }).thenNothingHappened();
  });

  it('never records a step twice (a resumed run repeating a step it had done)', () =>
    given([requested, commerceErased])
      .when({ type: 'RecordCommerceErased', data: commerceErased.data })
      .thenNothingHappened());

  it('completes in the same append as the last step, deleting the keys', () =>
    given([requested, commerceErased, recordsErased, sessionsEnded])
      .when({ type: 'RecordKeysDeleted', data: keysData })
      .then([
        { type: 'SubjectKeysDeleted', data: keysData },
        { type: 'ErasureCompleted', data: { at: keysData.at } },
      ]));

  it('records a failure of the step due only, counting the tries', () => {
    const failure = {
      step: 'commerce' as const,
      reason: 'commerce is down',
      nextAttemptAt: '2026-12-06T10:01:00.000Z',
    };
    given([requested])
      .when({ type: 'RecordStepFailed', data: failure })
      .then([{ type: 'ErasureStepFailed', data: { ...failure, attempt: 1 } }]);
    given([requested, { type: 'ErasureStepFailed', data: { ...failure, attempt: 1 } }])
      .when({ type: 'RecordStepFailed', data: failure })
      .then([{ type: 'ErasureStepFailed', data: { ...failure, attempt: 2 } }]);
    given([requested])
      .when({ type: 'RecordStepFailed', data: { ...failure, step: 'keys' } })
      .thenNothingHappened();
  });

  it('says which step is due as the events fold', () => {
    const fold = (events: ErasureEvent[]) => events.reduce(evolveErasure, null);
    expect(nextErasureStep(fold([]))).toBeUndefined();
    expect(nextErasureStep(fold([requested]))).toBe('commerce');
    expect(nextErasureStep(fold([requested, commerceErased, recordsErased]))).toBe('sessions');
    const completed = fold([
      requested,
      commerceErased,
      recordsErased,
      sessionsEnded,
      { type: 'SubjectKeysDeleted', data: keysData },
      { type: 'ErasureCompleted', data: { at: keysData.at } },
    ]);
    expect(completed?.status).toBe('completed');
    expect(nextErasureStep(completed)).toBeUndefined();
  });
});
