import { describe, expect, it } from 'vitest';
import { localeOfPath, localizePath, rememberedLocale, stripLocale } from '../../src/i18n/locales.ts';

describe('locale paths', () => {
  it('reads the locale from the first path segment, English without one', () => {
    expect(localeOfPath('/de/products')).toBe('de');
    expect(localeOfPath('/products')).toBe('en');
    expect(localeOfPath('/')).toBe('en');
  });

  it('switches a path between locales and keeps the page', () => {
    expect(localizePath(stripLocale('/de/product/coffin-nude'), 'fr')).toBe('/fr/product/coffin-nude');
    expect(localizePath(stripLocale('/it'), 'en')).toBe('/');
    expect(localizePath(stripLocale('/products/page/2'), 'pt')).toBe('/pt/products/page/2');
  });

  it('reads the remembered locale, and only one the shop offers', () => {
    expect(rememberedLocale('a=1; i18n_locale=it; b=2')).toBe('it');
    expect(rememberedLocale('i18n_locale=xx')).toBeUndefined();
  });
});
