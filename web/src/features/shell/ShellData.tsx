import { createContext, useContext } from 'react';

/** What the shell shows from the back ends: content-service banner and logo, menu categories, shopper. */
export interface ShellData {
  logoUrl?: string;
  siteName?: string;
  banners: { text: string; link?: string | null }[];
  bannerBackground?: string;
  categories: { slug: string; name: string }[];
  viewer?: { username: string; avatarUrl?: string | null };
  cartCount: number;
}

export const emptyShellData: ShellData = { banners: [], categories: [], cartCount: 0 };

export const ShellDataContext = createContext<ShellData>(emptyShellData);

export const useShellData = (): ShellData => useContext(ShellDataContext);
