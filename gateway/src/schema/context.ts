import type { FastifyBaseLogger } from 'fastify';
import type { Shopper } from '../account/shopper.ts';

/** What every resolver and subschema executor of one GraphQL request can reach. */
export interface GatewayContext {
  shopper: Shopper;
  /** Content locale (spec §1 interface languages), from the Accept-Language or x-locale header. */
  locale: string;
  /** Client address, for the per-IP rate limits of the gateway's own mutations. */
  ip: string;
  log?: FastifyBaseLogger;
  /** One token refresh per request, however many subschema calls it makes. */
  refreshing?: Promise<void>;
}
