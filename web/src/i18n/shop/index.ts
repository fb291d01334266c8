import type { LocaleCode } from '../locales.ts';
import type { ShopMessages } from './en.ts';

/** The `shop` namespace per language, each its own chunk like the main catalogue. */
export const shopLoaders: Record<LocaleCode, () => Promise<{ default: ShopMessages }>> = {
  en: () => import('./en.ts'),
  de: () => import('./de.ts'),
  es: () => import('./es.ts'),
  fr: () => import('./fr.ts'),
  it: () => import('./it.ts'),
  pt: () => import('./pt.ts'),
};
