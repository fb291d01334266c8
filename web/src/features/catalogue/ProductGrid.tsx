import { graphql, useFragment } from 'react-relay';
import type { ProductGrid_products$key } from '../../__generated__/ProductGrid_products.graphql.ts';
import { ProductCard } from './ProductCard.tsx';
import styles from './ProductGrid.module.css';

/**
 * A responsive grid of product cards; the first row loads eagerly (it is the likely LCP).
 * `actions`: each card with its wishlist heart and buy button (ProductCard). `row`: one row, never
 * an orphan card on a line of its own (related products: 5 in a row on a wide screen, a row that
 * scrolls sideways on a narrow one).
 */
export function ProductGrid({
  productsRef,
  eagerCount = 2,
  actions,
  row,
}: {
  productsRef: ProductGrid_products$key;
  eagerCount?: number;
  actions?: boolean;
  row?: boolean;
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
    <ul className={`${styles.grid} ${row ? styles.row : ''}`} data-testid={row ? 'product-row' : undefined}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard productRef={product} eager={index < eagerCount} actions={actions} />
        </li>
      ))}
    </ul>
  );
}
