import type { PostgreSQLProjectionDefinition } from '@event-driven-io/emmett-postgresql';
import { sessionProjection } from '../account/session-model.ts';
import { checkoutProjection } from '../checkout/checkout-model.ts';
import { purchaseFeedProjection } from '../checkout/orders-model.ts';
import { newsletterProjection } from '../newsletter/newsletter-model.ts';
import { wishlistProjection } from '../wishlist/wishlist-model.ts';
import { catalogueProjection } from './catalogue-model.ts';
import type { GatewayEvent } from './events.ts';

export { collections } from './read-models.ts';

/** Every read model; the store runs them inline and `rebuild` replays the log through them. */
// Each projection only sees the event types it names in canHandle, so widening is safe.
export const allProjections = [
  sessionProjection,
  wishlistProjection,
  newsletterProjection,
  checkoutProjection,
  purchaseFeedProjection,
  catalogueProjection,
] as unknown as PostgreSQLProjectionDefinition<GatewayEvent>[];
