import type { SessionEvent } from '../account/session-model.ts';
import type { CheckoutEvent } from '../checkout/checkout-model.ts';
import type { OrderPlaced } from '../checkout/orders-model.ts';
import type { NewsletterEvent } from '../newsletter/newsletter-model.ts';
import type { WishlistEvent } from '../wishlist/wishlist-model.ts';
import type { CatalogueChanged } from './catalogue-model.ts';

/**
 * Every fact the gateway records, each defined by its concept (`*-model.ts`). Type names are
 * unique across streams because projections subscribe by type. Stream names are `<type>-<id>`:
 * Emmett takes the part before the first dash as the stream type, and each concept names its
 * streams beside its events, with ids that are not guessable from outside and carry no personal data.
 */
export type GatewayEvent =
  SessionEvent | WishlistEvent | NewsletterEvent | CheckoutEvent | OrderPlaced | CatalogueChanged;
