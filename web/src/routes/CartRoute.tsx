import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router-dom';
import type { CartRouteQuery } from '../__generated__/CartRouteQuery.graphql.ts';
import { readCart } from '../features/cart/cartState.ts';
import { CartView } from '../features/cart/CartView.tsx';
import { SessionRefresh } from '../features/account/SessionRefresh.tsx';
import { PageMeta } from '../features/seo/PageMeta.tsx';
import { preloadShopperQuery } from '../features/cart/preloadShopper.ts';

const query = graphql`
  query CartRouteQuery {
    cart {
      ...cartState_cart
    }
    storeSettings {
      showMoveToWishlist
    }
  }
`;

export const loader = () => preloadShopperQuery<CartRouteQuery>(query, {});

export function Component() {
  const { t } = useTranslation('shop');
  const data = usePreloadedQuery<CartRouteQuery>(query, useLoaderData() as PreloadedQuery<CartRouteQuery>);
  return (
    <section className="container page">
      <PageMeta title={t('cart.title')} noindex />
      <SessionRefresh />
      <h1>{t('cart.title')}</h1>
      <CartView cart={readCart(data.cart)} showMoveToWishlist={data.storeSettings.showMoveToWishlist} />
    </section>
  );
}
