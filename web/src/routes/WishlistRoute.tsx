import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useTranslation } from '../i18n/useTranslation.ts';
import { useLoaderData } from 'react-router-dom';
import type { WishlistRouteQuery } from '../__generated__/WishlistRouteQuery.graphql.ts';
import { preloadShopperQuery } from '../features/cart/preloadShopper.ts';
import { PageMeta } from '../features/seo/PageMeta.tsx';
import { WishlistProducts } from '../features/catalogue/WishlistProducts.tsx';

const query = graphql`
  query WishlistRouteQuery {
    wishlist {
      productIds
    }
  }
`;

export const loader = () => preloadShopperQuery<WishlistRouteQuery>(query, {});

/** The wishlist of a visitor (behaviour §6); a signed-in customer sees the same list, also under my-account. */
export function Component() {
  const { t } = useTranslation('shop');
  const { wishlist } = usePreloadedQuery<WishlistRouteQuery>(
    query,
    useLoaderData() as PreloadedQuery<WishlistRouteQuery>,
  );
  return (
    <section className="container page">
      <PageMeta title={t('wishlist.title')} noindex />
      <h1>{t('wishlist.title')}</h1>
      <Suspense fallback={<p>{t('common.loading')}</p>}>
        <WishlistProducts productIds={wishlist.productIds} />
      </Suspense>
    </section>
  );
}
