import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { localeOfPath, localizePath, type LocaleCode } from './locales.ts';

/** The locale of the current URL and a helper turning app paths into paths in that locale. */
export function useLocale(): { locale: LocaleCode; to: (path: string) => string } {
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname);
  const to = useCallback((path: string) => localizePath(path, locale), [locale]);
  return { locale, to };
}
