import { graphql, useFragment } from 'react-relay';
import { AppLink } from '../../lib/AppLink.tsx';
import { Img } from '../../lib/Img.tsx';
import type { ProductCard_product$key } from '../../__generated__/ProductCard_product.graphql.ts';
import { WishlistHeart } from '../wishlist/WishlistToggle.tsx';
import { CardPurchase, cardPurchaseKind } from './CardPurchase.tsx';
import { Price, SaleBadge } from './Price.tsx';
import { priceView } from './price.ts';
import { Stars } from './Stars.tsx';
import styles from './ProductCard.module.css';

const fragment = graphql`
  fragment ProductCard_product on Product {
    databaseId
    type
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
    ... on InventoriedProduct {
      stockStatus
    }
    productCategories(first: 10) {
      nodes {
        slug
      }
    }
    ... on GroupProduct {
      products(first: 10) {
        nodes {
          onSale
          ... on ProductWithPricing {
            price(format: RAW)
            regularPrice(format: RAW)
            salePrice(format: RAW)
          }
        }
      }
    }
  }
`;

/**
 * One product in a grid: image, name, rating, price with the sale percent; with `actions` (the
 * listing, related products) also the wishlist heart and the buy button.
 */
export function ProductCard({
  productRef,
  eager,
  actions,
}: {
  productRef: ProductCard_product$key;
  eager?: boolean;
  actions?: boolean;
}) {
  const product = useFragment(fragment, productRef);
  const { price, regularPrice, salePrice, onSale } = product;
  const view = priceView({ price, regularPrice, salePrice, onSale, children: product.products?.nodes });
  const path = `/product/${product.slug ?? ''}`;
  const name = product.name ?? '';
  const kind = cardPurchaseKind({
    type: product.type,
    stockStatus: product.stockStatus,
    giftCard: (product.productCategories?.nodes ?? []).some((category) => category.slug === 'gift-cards'),
  });
  return (
    <article className={styles.card}>
      <AppLink to={path} className={styles.link}>
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
      {actions && (
        <>
          <WishlistHeart
            productId={product.databaseId}
            name={name}
            className={styles.heart}
            savedClassName={styles.saved}
          />
          <CardPurchase kind={kind} productId={product.databaseId} name={name} path={path} />
        </>
      )}
    </article>
  );
}
