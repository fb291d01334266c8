/**
 * Which address fields a country asks for, as WooCommerce's own locale rules say
 * (`WC_Countries::get_country_locale()`, WooCommerce 9, read for the countries the shop ships to:
 * its Germany and EU zones, and the other countries shoppers most often give). WooCommerce's
 * default (`get_default_address_fields()`) is a required state; a country listed here says
 * otherwise (none of them changes WooCommerce's required postcode). `hidden`: WooCommerce does not
 * show the field for that country at all. A state is only ever asked for where the back end lists
 * states for the country.
 */
interface FieldRule {
  required: boolean;
  hidden?: boolean;
}

interface CountryRules {
  state: FieldRule;
}

const optional: FieldRule = { required: false };
const optionalHidden: FieldRule = { required: false, hidden: true };

const countryLocale: Readonly<Record<string, CountryRules>> = {
  AT: { state: optionalHidden },
  BE: { state: optionalHidden },
  BG: { state: optional },
  CH: { state: optional },
  CY: { state: optionalHidden },
  CZ: { state: optionalHidden },
  DE: { state: optional },
  DK: { state: optionalHidden },
  EE: { state: optionalHidden },
  FI: { state: optionalHidden },
  FR: { state: optionalHidden },
  GB: { state: optional },
  GR: { state: optional },
  HU: { state: optional },
  LU: { state: optionalHidden },
  LV: { state: optional },
  MT: { state: optionalHidden },
  NL: { state: optionalHidden },
  PL: { state: optionalHidden },
  PT: { state: optionalHidden },
  SE: { state: optionalHidden },
  SI: { state: optionalHidden },
  SK: { state: optionalHidden },
};

const required: FieldRule = { required: true };

/** How the state field of an address in `country` is asked for: WooCommerce's default is required. */
export const stateRule = (country: string | undefined): FieldRule =>
  (country && countryLocale[country.toUpperCase()]?.state) || required;
