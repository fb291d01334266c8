import { underShopperLock } from '../commands/command.ts';
import { GatewayError } from '../errors.ts';
import type { GatewayContext } from '../schema/context.ts';
import { alertAnswer } from './confirm-back-in-stock.ts';
import type { RestockDeps } from './restock.ts';

/**
 * The unsubscribe link every alert mail carries (`/back-in-stock/unsubscribe?token=`): no mail of
 * this alert is sent after it. The link never expires; following it twice answers the same.
 */
export async function unsubscribeBackInStock(deps: RestockDeps, context: GatewayContext, token: string) {
  return underShopperLock(
    deps,
    context,
    async () => {
      const link = deps.restock.links.read(token);
      if (link?.purpose !== 'unsubscribe') throw new GatewayError('STOCK_ALERT_LINK_INVALID');
      const alert = await deps.restock.alerts.unsubscribe(link.key);
      if (!alert) throw new GatewayError('STOCK_ALERT_LINK_INVALID');
      return alertAnswer(alert);
    },
    { startsSession: false },
  );
}
