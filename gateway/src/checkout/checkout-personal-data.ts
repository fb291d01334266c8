import { signedInSessionsOf } from '../account/session-personal-data.ts';
import type { EventLog } from '../events/log.ts';
import type { PersonalDataSection } from '../privacy/personal-data.ts';
import { checkoutCollection, type CheckoutDoc } from './checkout-model.ts';

/**
 * Her checkout attempts in the sessions she is signed in on: when, what became of each and the
 * order it placed. The order key and the payment redirect are left out: each opens the order to
 * whoever holds it (gateway README "Who reads an order"), and the orders section has the order.
 */
export const checkoutPersonalData = (log: EventLog): PersonalDataSection => ({
  name: 'checkoutAttempts',
  exportFor: async ({ customerId }) => {
    const sessions = await signedInSessionsOf(log, Number(customerId));
    const attempts = (
      await Promise.all(
        sessions.map(({ sessionId }) => log.all<CheckoutDoc>(checkoutCollection, { sessionId })),
      )
    ).flat();
    return attempts
      .sort((a, b) => a.requestedAt.localeCompare(b.requestedAt))
      .map(({ requestedAt, status, order, reason, code, interruptedAt }) => ({
        requestedAt,
        status,
        ...(order
          ? {
              order: {
                orderId: order.orderId,
                orderNumber: order.orderNumber ?? null,
                status: order.status ?? null,
                total: order.total ?? null,
              },
            }
          : {}),
        ...(reason ? { reason } : {}),
        ...(code ? { code } : {}),
        ...(interruptedAt ? { interruptedAt } : {}),
      }));
  },
});
