import type { PersonalDataSection } from '../privacy/personal-data.ts';
import type { BackInStockRepository } from './back-in-stock.ts';
import type { Sealer } from './restock.ts';

/**
 * Her back-in-stock alerts, found by her account email (an alert is kept by address, signed in or
 * not): the address, the item, the language, and what became of each. The outbox's bookkeeping
 * (attempts, leases, errors) is not hers.
 */
export const backInStockPersonalData = (
  alerts: BackInStockRepository,
  sealer: Pick<Sealer, 'openSealed'>,
): PersonalDataSection => ({
  name: 'stockAlerts',
  exportFor: async ({ email }) =>
    Promise.all(
      (await alerts.ofEmail(email)).map(async (alert) => ({
        email: await sealer.openSealed(alert.email),
        productId: alert.productId,
        variationId: alert.variationId,
        productName: alert.productName,
        locale: alert.locale,
        status: alert.status,
        requestedAt: alert.requestedAt,
        confirmedAt: alert.confirmedAt ?? null,
        alertedAt: alert.alertedAt ?? null,
        unsubscribedAt: alert.unsubscribedAt ?? null,
      })),
    ),
});
