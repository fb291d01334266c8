import { createContext, useContext } from 'react';
import type { Capabilities } from './capabilities.ts';

/**
 * What the shell shows from the back ends: content-service banner and logo, menu categories, store
 * settings. Not the signed-in shopper: `features/account/viewer.ts` owns it.
 */
export interface ShellData {
  logoUrl?: string;
  siteName?: string;
  banners: readonly { text: string; link?: string | null }[];
  bannerBackground?: string;
  categories: readonly { slug: string; name: string }[];
  deferStoreStart: boolean;
  /** Store settings the cart needs wherever it shows (behaviour §4 autoOpenCart; move to wishlist). */
  autoOpenCart: boolean;
  showMoveToWishlist: boolean;
  /** Which optional commerce capabilities the back end offers; undefined until the settings arrive. */
  capabilities?: Capabilities;
}

export const emptyShellData: ShellData = {
  banners: [],
  categories: [],
  deferStoreStart: true,
  autoOpenCart: false,
  showMoveToWishlist: false,
};

export const ShellDataContext = createContext<ShellData>(emptyShellData);

export const useShellData = (): ShellData => useContext(ShellDataContext);
