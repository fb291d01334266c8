import { sessionCollection, sessionReadModel } from '../account/session-model.ts';
import { catalogueChangeCollection, catalogueChangeReadModel } from '../catalogue/catalogue-change-model.ts';
import {
  checkoutCollection,
  checkoutReadModel,
  latestCheckoutCollection,
  latestCheckoutReadModel,
} from '../checkout/checkout-model.ts';
import { purchaseFeedCollection, purchaseFeedReadModel } from '../checkout/orders-model.ts';
import { newsletterCollection, newsletterReadModel } from '../newsletter/newsletter-model.ts';
import { wishlistCollection, wishlistReadModel } from '../wishlist/wishlist-model.ts';
import { backInStockCollection, backInStockReadModel } from '../restock/back-in-stock-model.ts';
import { mySizeCollection, mySizeReadModel } from '../fit/my-size-model.ts';
import { erasureCollection, erasureReadModel } from '../privacy/erasure/erasure-model.ts';

/**
 * Every read model of the gateway, each defined by its concept: the log projects them inline
 * with every append and `rebuild` replays the log through them. A new concept adds its own here.
 */
export const shopReadModels = [
  sessionReadModel,
  wishlistReadModel,
  mySizeReadModel,
  newsletterReadModel,
  checkoutReadModel,
  latestCheckoutReadModel,
  purchaseFeedReadModel,
  catalogueChangeReadModel,
  backInStockReadModel,
  erasureReadModel,
];

/** The Pongo collections (JSONB tables) holding them, by concept. */
export const collections = {
  sessions: sessionCollection,
  wishlists: wishlistCollection,
  sizes: mySizeCollection,
  newsletter: newsletterCollection,
  checkouts: checkoutCollection,
  latestCheckouts: latestCheckoutCollection,
  purchaseFeed: purchaseFeedCollection,
  catalogue: catalogueChangeCollection,
  backInStock: backInStockCollection,
  erasures: erasureCollection,
} as const;
