import { resumedAttemptMachine, type CheckoutAttempt } from '@nails/machines/resumedAttemptMachine';
import { useMachine } from '@xstate/react';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { graphql, readInlineData, useRelayEnvironment } from 'react-relay';
import { fromPromise } from 'xstate';
import type { useResumedAttempt_attempt$key } from '../../__generated__/useResumedAttempt_attempt.graphql.ts';
import type { useResumedAttemptQuery as LatestAttemptQuery } from '../../__generated__/useResumedAttemptQuery.graphql.ts';
import { inspect } from '../../app/inspector.ts';
import { refetch } from '../../relay/commit.ts';

const attemptFragment = graphql`
  fragment useResumedAttempt_attempt on CheckoutAttempt @inline {
    idempotencyKey
    status
    orderId
    orderKey
    orderNumber
    errorCode
    errorMessage
    requestedAt
  }
`;

const latestQuery = graphql`
  query useResumedAttemptQuery {
    latestCheckoutAttempt {
      ...useResumedAttempt_attempt
    }
  }
`;

export type { CheckoutAttempt };

export function readAttempt(
  ref: useResumedAttempt_attempt$key | null | undefined,
): CheckoutAttempt | undefined {
  const data = readInlineData(attemptFragment, ref ?? null);
  if (!data || (data.status !== 'PENDING' && data.status !== 'SUCCEEDED' && data.status !== 'FAILED'))
    return undefined;
  return {
    key: data.idempotencyKey,
    status: data.status,
    orderId: data.orderId ?? undefined,
    orderKey: data.orderKey ?? undefined,
    orderNumber: data.orderNumber ?? undefined,
    errorCode: data.errorCode ?? undefined,
    errorMessage: data.errorMessage ?? undefined,
    requestedAt: data.requestedAt ?? undefined,
  };
}

/** Where this tab keeps the key of the attempt it is placing (the checkout machine writes it). */
export const attemptKeyStorage = 'nails.checkout.idempotencyKey';

const noChanges = () => () => undefined;
const readTabKey = () => sessionStorage.getItem(attemptKeyStorage);

/** An order placed longer ago than this is not shown in place of an empty checkout. */
const placedRecentlyMs = 24 * 60 * 60 * 1000;

export type ResumedView =
  | { kind: 'pending' }
  | { kind: 'placed'; attempt: CheckoutAttempt; thisTab: boolean }
  | { kind: 'refused'; attempt: CheckoutAttempt };

/**
 * What the checkout page shows of the session's newest attempt when it loads (a reload while the
 * order was placed, a tab closed and opened again), so a placed order never reads as an empty
 * cart (web README, "Checkout"):
 * - being placed: the pending state, asking the gateway again every second until it is decided
 *   (the `resumedAttempt` machine's `pending` state, machines README "Checkout");
 * - placed, and the cart is empty or the attempt is this tab's: the confirmation;
 * - refused, and the attempt is this tab's: its refusal above the form;
 * - otherwise nothing (an older order, a cart filled since): the form as usual.
 */
export function useResumedAttempt(
  initial: CheckoutAttempt | undefined,
  cartEmpty: boolean,
): ResumedView | undefined {
  const environment = useRelayEnvironment();
  const logic = useMemo(
    () =>
      resumedAttemptMachine.provide({
        actors: {
          fetchLatestAttempt: fromPromise(async () =>
            readAttempt(
              (await refetch<LatestAttemptQuery>(environment, latestQuery, {})).latestCheckoutAttempt,
            ),
          ),
        },
      }),
    [environment],
  );
  const [snapshot] = useMachine(logic, { input: { attempt: initial }, inspect: inspect() });
  const { attempt, waited } = snapshot.context;
  // The server has no session storage: it renders, and hydration starts, without the key.
  const tabKey = useSyncExternalStore(noChanges, readTabKey, () => null);
  const [loadedAt] = useState(() => Date.now());

  if (!attempt) return undefined;
  const thisTab = tabKey === attempt.key;
  if (snapshot.hasTag('pending')) return { kind: 'pending' };
  if (snapshot.matches('placed')) {
    const recent = !attempt.requestedAt || loadedAt - Date.parse(attempt.requestedAt) < placedRecentlyMs;
    if (thisTab || waited || (cartEmpty && recent))
      return { kind: 'placed', attempt, thisTab: thisTab || waited };
    return undefined;
  }
  return snapshot.matches('refused') && thisTab ? { kind: 'refused', attempt } : undefined;
}
