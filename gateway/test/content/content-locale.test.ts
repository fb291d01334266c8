import { describe, expect, it } from 'vitest';
import { negotiateShopLocale } from '@nails/schema/locale-negotiation.ts';
import { strapiLocale } from '@nails/schema/locales.ts';
import { contentLocale } from '../../src/content/content-subschema.ts';

describe('the content locale of a request (schema/locales.ts)', () => {
  it('asks Strapi in its own codes for every spelling the shop uses', () => {
    expect(['en_US', 'de_DE', 'es_ES', 'fr_FR', 'it_IT', 'pt_BR'].map(strapiLocale)).toEqual([
      'en',
      'de',
      'es',
      'fr',
      'it',
      'pt',
    ]);
    expect(contentLocale('de_DE')).toBe('de');
    expect(contentLocale('pt-BR')).toBe('pt');
    expect(contentLocale(undefined)).toBe('en');
    expect(contentLocale('ja_JP')).toBe('en');
  });

  it('follows the Accept-Language q-values, then the header order, never a q=0 language', () => {
    expect(contentLocale('en;q=0.3, de-DE;q=0.9, fr;q=0.5')).toBe('de');
    expect(contentLocale('fr, en')).toBe('fr');
    expect(contentLocale('ja, it;q=0.8, en;q=0.7')).toBe('it');
    expect(contentLocale('de;q=0, es;q=0.1')).toBe('es');
    expect(contentLocale('ja, *;q=0.5')).toBe('en');
    expect(negotiateShopLocale('pt-BR,pt;q=0.9,en-US;q=0.8').wp).toBe('pt_BR');
  });
});
