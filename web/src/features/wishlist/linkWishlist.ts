import type { RecordSourceSelectorProxy } from 'relay-runtime';

/**
 * A Relay updater for a wishlist mutation: the wishlist has no id, so the answer (root field
 * `field`) becomes the store's root `wishlist`, which every view (hearts, badge, /wishlist) reads.
 */
export function linkWishlist(field: string) {
  return (store: RecordSourceSelectorProxy) => {
    const wishlist = store.getRootField(field);
    if (wishlist) store.getRoot().setLinkedRecord(wishlist, 'wishlist');
  };
}
