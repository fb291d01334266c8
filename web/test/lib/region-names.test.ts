import { describe, expect, it } from 'vitest';
import { shopLocaleCodes } from '@nails/schema/locales.ts';
import { regionTable } from '../../scripts/region-names.ts';
import { allowedCountries } from '../../../upstreams/commerce/src/catalogue/countries.ts';

const tables = import.meta.glob<{ default: Record<string, string> }>('../../src/lib/region-names/*.ts', {
  eager: true,
});
const tableOf = (locale: string) => tables[`../../src/lib/region-names/${locale}.ts`]?.default;

describe('the country names shipped per language', () => {
  it.each(shopLocaleCodes)('%s: are what Intl names them (else run `npm run regions -w web`)', (locale) => {
    expect(tableOf(locale)).toEqual(regionTable(locale));
  });

  it.each(shopLocaleCodes)('%s: name every country the shop sells to, in that language', (locale) => {
    const table = tableOf(locale) ?? {};
    const unnamed = allowedCountries.filter((code) => !table[code]);
    expect(unnamed).toEqual([]);
  });

  it('are in the language of the page', () => {
    expect(tableOf('en')?.DE).toBe('Germany');
    expect(tableOf('de')?.DE).toBe('Deutschland');
    expect(tableOf('fr')?.DE).toBe('Allemagne');
  });
});
