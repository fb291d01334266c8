import type { FastifyBaseLogger } from 'fastify';
import type { Shopper } from '../account/shopper.ts';

/** What every resolver and subschema executor of one GraphQL request can reach. */
export interface GatewayContext {
  shopper: Shopper;
  /** Content locale (behaviour §1 interface languages), from the Accept-Language or x-locale header. */
  locale: string;
  /** Client address, for the per-IP rate limits of the gateway's own mutations. */
  ip: string;
  log?: FastifyBaseLogger;
  /**
   * Set on the gateway's own calls as the shopper (`shopper-request.ts`): the checkout reconciler
   * must find an order it has not recorded yet, so the browser's order rule does not apply to it.
   */
  gatewayCall?: boolean;
  /** One token refresh per request, however many subschema calls it makes. */
  refreshing?: Promise<void>;
}
