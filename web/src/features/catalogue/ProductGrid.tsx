import { graphql, useFragment } from 'react-relay';
import type { ProductGrid_products$key } from '../../__generated__/ProductGrid_products.graphql.ts';
import { ProductCard } from './ProductCard.tsx';
import styles from './ProductGrid.module.css';

/**
 * A responsive grid of product cards; the first row loads eagerly (it is the likely LCP).
 * `actions`: each card with its wishlist heart and buy button (ProductCard).
 */
export function ProductGrid({
  productsRef,
  eagerCount = 2,
  actions,
}: {
  productsRef: ProductGrid_products$key;
  eagerCount?: number;
  actions?: boolean;
}) {
  const products = useFragment(
    graphql`
      fragment ProductGrid_products on Product @relay(plural: true) {
        id
        ...ProductCard_product
      }
    `,
    productsRef,
  );
  return (
    <ul className={styles.grid}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard productRef={product} eager={index < eagerCount} actions={actions} />
        </li>
      ))}
    </ul>
  );
}
