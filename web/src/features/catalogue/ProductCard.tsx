import { graphql, useFragment } from 'react-relay';
import { AppLink } from '../../lib/AppLink.tsx';
import { Img } from '../../lib/Img.tsx';
import type { ProductCard_product$key } from '../../__generated__/ProductCard_product.graphql.ts';
import { Price, SaleBadge } from './Price.tsx';
import { priceView } from './price.ts';
import { Stars } from './Stars.tsx';
import styles from './ProductCard.module.css';

/** One product in a grid: image, name, rating, price with the sale percent. */
export function ProductCard({ productRef, eager }: { productRef: ProductCard_product$key; eager?: boolean }) {
  const product = useFragment(
    graphql`
      fragment ProductCard_product on Product {
        name
        slug
        onSale
        averageRating
        reviewCount
        image {
          sourceUrl(size: WOOCOMMERCE_THUMBNAIL)
          altText
        }
        ... on ProductWithPricing {
          price(format: RAW)
          regularPrice(format: RAW)
          salePrice(format: RAW)
        }
      }
    `,
    productRef,
  );
  const { price, regularPrice, salePrice, onSale } = product;
  const view = priceView({ price, regularPrice, salePrice, onSale });
  return (
    <article className={styles.card}>
      <AppLink to={`/product/${product.slug ?? ''}`} className={styles.link}>
        <div className={styles.media}>
          <Img
            source={product.image?.sourceUrl}
            width={300}
            height={300}
            alt={product.image?.altText || product.name || ''}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : undefined}
            decoding="async"
          />
          <span className={styles.badge}>
            <SaleBadge percent={view?.percent} />
          </span>
        </div>
        <h3 className={styles.name}>{product.name}</h3>
      </AppLink>
      {(product.reviewCount ?? 0) > 0 && (
        <Stars rating={product.averageRating ?? 0} count={product.reviewCount ?? 0} />
      )}
      <Price view={view} />
    </article>
  );
}
