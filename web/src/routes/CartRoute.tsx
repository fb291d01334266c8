import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useTranslation } from '../i18n/useTranslation.ts';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { CartRouteQuery } from '../__generated__/CartRouteQuery.graphql.ts';
import { useVisitCart } from '../features/cart/CartActor.tsx';
import { readCart } from '../features/cart/cartState.ts';
import { CartView } from '../features/cart/CartView.tsx';
import { SessionRefresh } from '../features/account/SessionRefresh.tsx';
import { PageMeta } from '../features/seo/PageMeta.tsx';
import { capabilitiesFor } from '../features/shell/ShellQueries.tsx';
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

// The page renders once the back end's capabilities are known too (the frame's query, in flight
// beside this one), so its gift card field never appears after the first paint.
export async function loader({ request }: LoaderFunctionArgs) {
  const [reference] = await Promise.all([
    preloadShopperQuery<CartRouteQuery>(query, {}),
    capabilitiesFor(request),
  ]);
  return reference;
}

export function Component() {
  const { t } = useTranslation('shop');
  const reference = useLoaderData() as PreloadedQuery<CartRouteQuery>;
  const data = usePreloadedQuery<CartRouteQuery>(query, reference);
  // The cart this visit loaded from the network goes to the one cart actor before the first paint.
  useVisitCart(readCart(data.cart), reference);
  return (
    <section className="container page">
      <PageMeta title={t('cart.title')} noindex />
      <SessionRefresh />
      <h1>{t('cart.title')}</h1>
      <CartView showMoveToWishlist={data.storeSettings.showMoveToWishlist} />
    </section>
  );
}
