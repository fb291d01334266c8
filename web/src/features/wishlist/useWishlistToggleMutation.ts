import { useCallback } from 'react';
import { useAddToWishlistMutation } from './useAddToWishlistMutation.ts';
import { useRemoveFromWishlistMutation } from './useRemoveFromWishlistMutation.ts';

/**
 * The heart's tap on a product card or page: removes a saved product (shown gone at once), adds
 * any other. Resolves once the gateway answered; rejects with its first error.
 */
export function useWishlistToggleMutation(): (productId: number, saved: boolean) => Promise<void> {
  const add = useAddToWishlistMutation();
  const remove = useRemoveFromWishlistMutation();
  return useCallback((productId, saved) => (saved ? remove(productId) : add(productId)), [add, remove]);
}
