import { underShopperLock } from '../commands/command.ts';
import { GatewayError } from '../errors.ts';
import type { GatewayContext } from '../schema/context.ts';
import type { BackInStockDoc } from './back-in-stock-model.ts';
import type { RestockDeps } from './restock.ts';

/** What the confirm and unsubscribe pages show: the item, never the address. */
export const alertAnswer = (alert: BackInStockDoc) => ({
  status: alert.status.toUpperCase(),
  productId: alert.productId,
  variationId: alert.variationId,
  productName: alert.productName,
  productSlug: alert.productSlug,
});

const linkInvalid = () => new GatewayError('STOCK_ALERT_LINK_INVALID');

/**
 * The confirmation link of the double opt-in (`/back-in-stock/confirm?token=`): the alert is
 * confirmed and waits for stock. Following it again answers the same; a link that is forged,
 * expired or of an earlier request (since unsubscribed) is STOCK_ALERT_LINK_INVALID.
 */
export async function confirmBackInStock(deps: RestockDeps, context: GatewayContext, token: string) {
  return underShopperLock(
    deps,
    context,
    async () => {
      const link = deps.restock.links.read(token);
      if (link?.purpose !== 'confirm') throw linkInvalid();
      const alert = await deps.restock.alerts.confirm(link.key, link.cycle);
      if (!alert || alert.cycle !== link.cycle || alert.status === 'unsubscribed') throw linkInvalid();
      return alertAnswer(alert);
    },
    { startsSession: false },
  );
}
