import { graphql, useFragment } from 'react-relay';
import type { AddressBlock_address$key } from '../../__generated__/AddressBlock_address.graphql.ts';
import { useLocale } from '../../i18n/useLocale.ts';

/** A postal address as lines, with the country named in the shopper's language. */
export function AddressBlock({ title, addressRef }: { title: string; addressRef: AddressBlock_address$key }) {
  // The URL's locale, not the document's: the same on the server and in the browser.
  const { locale } = useLocale();
  const address = useFragment(
    graphql`
      fragment AddressBlock_address on CustomerAddress {
        firstName
        lastName
        company
        address1
        address2
        postcode
        city
        state
        country
        email
        phone
      }
    `,
    addressRef,
  );
  const country = address.country
    ? (new Intl.DisplayNames([locale], { type: 'region' }).of(address.country) ?? address.country)
    : '';
  const lines = [
    [address.firstName, address.lastName].filter(Boolean).join(' '),
    address.company,
    address.address1,
    address.address2,
    [address.postcode, address.city].filter(Boolean).join(' '),
    address.state,
    country,
    address.email,
    address.phone,
  ].filter(Boolean);
  if (lines.length === 0) return null;
  return (
    <section>
      <h2>{title}</h2>
      <address>
        {lines.map((line, index) => (
          <span key={index}>
            {line}
            <br />
          </span>
        ))}
      </address>
    </section>
  );
}
