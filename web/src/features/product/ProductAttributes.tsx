/* eslint-disable relay/unused-fields -- the attributes are handed whole to visibleAttributes (visibleAttributes.ts), which reads every field. */
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from '../../i18n/useTranslation.ts';
import type { ProductAttributes_product$key } from '../../__generated__/ProductAttributes_product.graphql.ts';
import { visibleAttributes } from './visibleAttributes.ts';
import styles from './ProductPage.module.css';

const fragment = graphql`
  fragment ProductAttributes_product on Product {
    ... on ProductWithAttributes {
      attributes(first: 10) {
        nodes {
          name
          label
          visible
          options
          ... on GlobalProductAttribute {
            # The same terms PurchasePanel asks for (one selection in the store): a global
            # attribute's options are term slugs, its terms carry the names the shop shows.
            terms(first: 30, where: { orderby: MENU_ORDER, order: ASC }) {
              nodes {
                slug
                name
              }
            }
          }
        }
      }
    }
  }
`;

/**
 * WooCommerce's "Additional information" tab: every attribute the owner marked "Visible on the
 * product page" (shape, finish, length, nail count, wear time …) with its values, in the order the
 * product lists them. Nothing is shown when the product has none.
 */
export function ProductAttributes({ productRef }: { productRef: ProductAttributes_product$key }) {
  const { t } = useTranslation();
  const product = useFragment(fragment, productRef);
  const rows = visibleAttributes(product.attributes?.nodes ?? []);
  if (rows.length === 0) return null;
  return (
    <section className={styles.attributes} aria-labelledby="attributes-heading">
      <h2 id="attributes-heading">{t('product.additionalInformation')}</h2>
      <table data-testid="product-attributes">
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row">{row.label}</th>
              <td>{row.values.join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
