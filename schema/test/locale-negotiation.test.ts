import { describe, expect, it } from 'vitest';
import { negotiateShopLocale } from '../locale-negotiation.ts';

const code = (accepted: string | readonly string[] | undefined) => negotiateShopLocale(accepted).code;

describe('the shop locale a request prefers', () => {
  it('follows the q-values, then the header order, never a q=0 language', () => {
    expect(code('en;q=0.3, de-DE;q=0.9, fr;q=0.5')).toBe('de');
    expect(code('fr, en')).toBe('fr');
    expect(code('en, fr')).toBe('en');
    expect(code('ja, it;q=0.8, en;q=0.7')).toBe('it');
    expect(code('de;q=0, es;q=0.1')).toBe('es');
    expect(code('de;Q=0.5 , es ; q = 0.4')).toBe('de');
    expect(code('de;q=1.000, es')).toBe('de');
  });

  it('goes from a region or a close language to the shop language', () => {
    expect(code('de-AT')).toBe('de');
    expect(code('de-CH, en;q=0.5')).toBe('de');
    expect(code('pt-PT, en;q=0.8')).toBe('pt');
    expect(code('es-MX, en')).toBe('es');
    expect(code('es-419')).toBe('es');
    expect(code('fr-CA, de')).toBe('fr');
    expect(code('en-GB, de')).toBe('en');
    expect(code('gsw')).toBe('de');
    expect(negotiateShopLocale('pt-BR,pt;q=0.9,en-US;q=0.8').wp).toBe('pt_BR');
  });

  it('skips the languages the shop does not offer', () => {
    expect(code('ja, ko, zh, de')).toBe('de');
    expect(code('nl-NL, fr-BE, en')).toBe('fr');
    expect(code('ja')).toBe('en');
  });

  it('reads `*` as any language the header does not refuse', () => {
    expect(code('*')).toBe('en');
    expect(code('ja, *;q=0.5')).toBe('en');
    expect(code('en;q=0, *')).toBe('de');
    expect(code('fr;q=0.8, *;q=0.5')).toBe('fr');
  });

  it('takes a single locale in any spelling, or the browser list', () => {
    expect(code('de_DE')).toBe('de');
    expect(code('PT_br')).toBe('pt');
    expect(code('it')).toBe('it');
    expect(code(['nl-NL', 'fr-BE', 'en'])).toBe('fr');
    expect(code([])).toBe('en');
  });

  it('answers English for nothing, garbage or malformed weights', () => {
    expect(code(undefined)).toBe('en');
    expect(code('')).toBe('en');
    expect(code(',,;;')).toBe('en');
    expect(code('not a language!, @@')).toBe('en');
    expect(code('de;q=high, it;q=2, fr;q=0.5')).toBe('fr');
    expect(code(`${'xx, '.repeat(500)}de`)).toBe('en');
  });
});
