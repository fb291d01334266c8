import { graphql, useLazyLoadQuery } from 'react-relay';
import type { countriesQuery } from '../__generated__/countriesQuery.graphql.ts';
import type { countriesStatesQuery } from '../__generated__/countriesStatesQuery.graphql.ts';
import type { CountriesEnum } from '../__generated__/countriesStatesQuery.graphql.ts';
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

/** The shop's allowed countries (from the back end), named in the shopper's language. */
export function useCountries(): { code: string; name: string }[] {
  const { locale } = useLocale();
  const data = useLazyLoadQuery<countriesQuery>(countries, {}, { fetchPolicy: 'store-or-network' });
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return (data.allowedCountries ?? [])
    .flatMap((code) => (code ? [{ code, name: names.of(code) ?? code }] : []))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
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
