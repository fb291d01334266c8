import type { ProductCard_product$key } from '../../__generated__/ProductCard_product.graphql.ts';
import { ProductCard } from './ProductCard.tsx';
import styles from './ProductGrid.module.css';

/** A responsive grid of product cards; the first row loads eagerly (it is the likely LCP). */
export function ProductGrid({
  products,
  eagerCount = 2,
}: {
  products: readonly (ProductCard_product$key & { id: string })[];
  eagerCount?: number;
}) {
  return (
    <ul className={styles.grid}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard productRef={product} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
