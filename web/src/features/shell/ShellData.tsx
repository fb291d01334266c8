import { createContext, useContext } from 'react';

/** What the shell shows from the back ends: content-service banner and logo, menu categories, shopper. */
export interface ShellData {
  logoUrl?: string;
  siteName?: string;
  banners: readonly { text: string; link?: string | null }[];
  bannerBackground?: string;
  categories: readonly { slug: string; name: string }[];
  viewer?: { username: string; avatarUrl?: string | null };
  cartCount: number;
  deferStoreStart: boolean;
}

export const emptyShellData: ShellData = { banners: [], categories: [], cartCount: 0, deferStoreStart: true };

export const ShellDataContext = createContext<ShellData>(emptyShellData);

export const useShellData = (): ShellData => useContext(ShellDataContext);
