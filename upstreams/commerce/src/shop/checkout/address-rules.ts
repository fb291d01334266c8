import { allowedCountries, statesOf } from '../../catalogue/countries.ts';
import type { Address } from '../cart/session-store.ts';

/**
 * Address checks at checkout, per country, following WooCommerce's locale rules: name, street,
 * city and country always; a country the shop sells to; a postcode in the country's format; a
 * listed state where the catalogue lists states (US, CA, AU: src/catalogue/countries.ts); a valid
 * email and, when given, a plausible phone on the billing address.
 */
const postcodeFormats: Record<string, RegExp> = {
  AT: /^\d{4}$/,
  BE: /^\d{4}$/,
  CA: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i,
  CH: /^\d{4}$/,
  DE: /^\d{5}$/,
  DK: /^\d{4}$/,
  ES: /^\d{5}$/,
  FR: /^\d{5}$/,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i,
  IE: /^[A-Z\d]{3} ?[A-Z\d]{4}$/i,
  IT: /^\d{5}$/,
  NL: /^\d{4} ?[A-Z]{2}$/i,
  PL: /^\d{2}-\d{3}$/,
  PT: /^\d{4}-\d{3}$/,
  SE: /^\d{3} ?\d{2}$/,
  US: /^\d{5}(-\d{4})?$/,
  BR: /^\d{5}-?\d{3}$/,
  AU: /^\d{4}$/,
};

/** Countries with no postcodes. */
const noPostcode = new Set(['IE', 'HK', 'AE', 'QA', 'BS', 'AO']);

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function addressProblems(address: Address, kind: 'billing' | 'shipping'): string[] {
  const label = kind === 'billing' ? 'Billing' : 'Shipping';
  const problems: string[] = [];
  const need = (value: string | undefined, field: string) => {
    if (!value?.trim()) problems.push(`${label} ${field} is a required field.`);
  };
  need(address.firstName, 'First name');
  need(address.lastName, 'Last name');
  need(address.address1, 'Street address');
  need(address.city, 'Town / City');
  need(address.country, 'Country / Region');
  const country = address.country?.toUpperCase() ?? '';
  if (country && !noPostcode.has(country)) {
    if (!address.postcode?.trim()) problems.push(`${label} Postcode / ZIP is a required field.`);
    else if (postcodeFormats[country] && !postcodeFormats[country].test(address.postcode.trim())) {
      problems.push(`${label} Postcode / ZIP is not valid for ${country}.`);
    }
  }
  if (country && !(allowedCountries as readonly string[]).includes(country))
    problems.push(`Sorry, we do not ship to ${country} yet.`);
  const states = statesOf(country);
  if (states.length > 0 && !address.state?.trim())
    problems.push(`${label} State / County is a required field.`);
  if (
    states.length > 0 &&
    address.state?.trim() &&
    !states.some((s) => s.code === address.state!.trim().toUpperCase())
  ) {
    problems.push(`${label} State / County is not valid for ${country}.`);
  }
  if (kind === 'billing') {
    if (!address.email?.trim()) problems.push('Billing Email address is a required field.');
    else if (!emailPattern.test(address.email.trim()))
      problems.push('Billing Email address is not a valid email address.');
    if (address.phone && !/^[\d\s()+./-]{5,20}$/.test(address.phone))
      problems.push('Billing Phone is not a valid phone number.');
  }
  return problems;
}
