import { use, useMemo } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { countriesQuery } from '../__generated__/countriesQuery.graphql.ts';
import type { countriesStatesQuery } from '../__generated__/countriesStatesQuery.graphql.ts';
import type { CountriesEnum } from '../__generated__/countriesStatesQuery.graphql.ts';
import type { LocaleCode } from '../i18n/locales.ts';
import { useLocale } from '../i18n/useLocale.ts';

const countries = graphql`
  query countriesQuery {
    allowedCountries
  }
`;

const states = graphql`
  query countriesStatesQuery($country: CountriesEnum!) {
    countryStates(country: $country) {
      code
      name
    }
  }
`;

type RegionNames = Record<string, string>;

// The country names of each language (scripts/region-names.ts), a chunk each: only the pages with
// a country field load one, and only the page's language's.
const regionTables: Record<LocaleCode, () => Promise<{ default: RegionNames }>> = {
  en: () => import('./region-names/en.ts'),
  de: () => import('./region-names/de.ts'),
  es: () => import('./region-names/es.ts'),
  fr: () => import('./region-names/fr.ts'),
  it: () => import('./region-names/it.ts'),
  pt: () => import('./region-names/pt.ts'),
};
const loadingTables = new Map<LocaleCode, Promise<RegionNames>>();

/** One promise per language, so that `use` finds the same one on every render. */
function regionNames(locale: LocaleCode): Promise<RegionNames> {
  let table = loadingTables.get(locale);
  if (!table) {
    table = regionTables[locale]().then((module) => module.default);
    loadingTables.set(locale, table);
  }
  return table;
}

/**
 * The shop's allowed countries (from the back end), named in the shopper's language and sorted by
 * that name. The names come from a table, not from `Intl.DisplayNames`: building those in the
 * browser is one long task at the page's start (README "Speed on a phone"). The field suspends
 * until its language's table has loaded; during hydration React keeps the server's HTML meanwhile.
 */
export function useCountries(): { code: string; name: string }[] {
  const { locale } = useLocale();
  const data = useLazyLoadQuery<countriesQuery>(countries, {}, { fetchPolicy: 'store-or-network' });
  const names = use(regionNames(locale));
  const allowed = data.allowedCountries;
  return useMemo(
    () =>
      (allowed ?? [])
        .flatMap((code) => (code ? [{ code, name: names[code] ?? code }] : []))
        .sort((a, b) => a.name.localeCompare(b.name, locale)),
    [allowed, names, locale],
  );
}

/** The states of a country (empty when it has none), from the back end. */
export function useStates(country: string): readonly { code: string; name: string }[] {
  const data = useLazyLoadQuery<countriesStatesQuery>(
    states,
    { country: country as CountriesEnum },
    { fetchPolicy: 'store-or-network' },
  );
  return (data.countryStates ?? []).flatMap((state) =>
    state ? [{ code: state.code, name: state.name }] : [],
  );
}
