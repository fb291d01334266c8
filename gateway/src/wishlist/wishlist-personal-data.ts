import type { PersonalDataSection } from '../privacy/personal-data.ts';
import type { WishlistRepository } from './wishlist.ts';

/** Her customer wishlist (a guest list merges into it at sign-in, behaviour §2): products and when added. */
export const wishlistPersonalData = (wishlists: WishlistRepository): PersonalDataSection => ({
  name: 'wishlist',
  exportFor: async ({ customerId }) => wishlists.items({ kind: 'customer', customerId: Number(customerId) }),
});
