import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { messageFromError, type UiMessage } from '@nails/machines/messages';
import type { WishlistProductsQuery } from '../../__generated__/WishlistProductsQuery.graphql.ts';
import { ProductCard } from './ProductCard.tsx';
import { Message } from '../../lib/Message.tsx';
import { AppLink } from '../../lib/AppLink.tsx';
import { useRemoveFromWishlistMutation } from '../wishlist/useRemoveFromWishlistMutation.ts';
import styles from './Wishlist.module.css';

function Empty() {
  const { t } = useTranslation('shop');
  return (
    <div className={styles.empty} data-testid="wishlist-empty">
      <p>{t('wishlist.empty')}</p>
      <AppLink to="/products" className="button">
        {t('cart.browse')}
      </AppLink>
    </div>
  );
}

/** The products of a wishlist as cards, each with a remove button; the empty state when none. */
export function WishlistProducts({ productIds }: { productIds: readonly number[] }) {
  // An empty `include` would mean "no filter": an empty wishlist asks for nothing.
  return productIds.length === 0 ? <Empty /> : <WishlistGrid productIds={productIds} />;
}

function WishlistGrid({ productIds }: { productIds: readonly number[] }) {
  const { t } = useTranslation('shop');
  const remove = useRemoveFromWishlistMutation();
  const [error, setError] = useState<UiMessage>();
  const data = useLazyLoadQuery<WishlistProductsQuery>(
    graphql`
      query WishlistProductsQuery($ids: [Int]) {
        products(first: 100, where: { include: $ids }) {
          nodes {
            # WooGraphQL answers products with a union of the product kinds: every one is a Product.
            ... on Product {
              id
              databaseId
              ...ProductCard_product
            }
          }
        }
      }
    `,
    { ids: [...productIds] },
    { fetchPolicy: 'store-or-network' },
  );
  const products = (data.products?.nodes ?? []).flatMap((product) =>
    product?.id && product.databaseId !== undefined && productIds.includes(product.databaseId)
      ? [{ ...product, id: product.id, databaseId: product.databaseId }]
      : [],
  );
  if (products.length === 0) return <Empty />;
  return (
    <>
      <Message message={error} />
      <ul className={styles.grid} data-testid="wishlist">
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard productRef={product} />
            <button
              type="button"
              className="link-button"
              onClick={() =>
                void remove(product.databaseId).catch((reason: unknown) => setError(messageFromError(reason)))
              }
            >
              {t('wishlist.remove')}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
