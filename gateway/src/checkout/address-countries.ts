import { isEnumType, type GraphQLSchema } from 'graphql';
import { GatewayError } from '../errors.ts';

const known = new WeakMap<GraphQLSchema, ReadonlySet<string> | undefined>();

/** The country codes commerce's checkout accepts: the values of its `CountriesEnum`. */
function countriesOf(schema: GraphQLSchema): ReadonlySet<string> | undefined {
  if (!known.has(schema)) {
    const type = schema.getType('CountriesEnum');
    known.set(schema, isEnumType(type) ? new Set(type.getValues().map((value) => value.name)) : undefined);
  }
  return known.get(schema);
}

/**
 * The gateway's `PlaceOrderAddressInput.country` is a String where commerce's checkout takes a
 * `CountriesEnum`: a code commerce does not know would come back as its variable-coercion error
 * (its schema's words, recorded as the attempt's reason). It is refused here, before the attempt
 * is recorded, as ADDRESS_INVALID in WooCommerce's own wording, which the checkout form reads back
 * onto the country field (gateway README "The GraphQL edge": bad input gets a stable code and
 * changes nothing). A country left out is left to commerce (the session's address may fill it).
 */
export function refuseUnknownCountries(
  input: Record<string, unknown>,
  schema: GraphQLSchema | undefined,
): void {
  const countries = schema && countriesOf(schema);
  if (!countries) return;
  const sent: [string, unknown][] = [['Billing', input.billing]];
  if (input.shipToDifferentAddress === true) sent.push(['Shipping', input.shipping]);
  for (const [label, address] of sent) {
    const country = (address as { country?: unknown } | null | undefined)?.country;
    if (country === undefined || country === null) continue;
    if (!String(country).trim())
      throw new GatewayError('ADDRESS_INVALID', `${label} Country / Region is a required field.`);
    if (!countries.has(String(country)))
      throw new GatewayError('ADDRESS_INVALID', `${label} Country / Region is not valid.`);
  }
}
