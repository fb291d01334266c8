import { useLayoutEffect } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router-dom';
import type { CheckoutRouteQuery } from '../__generated__/CheckoutRouteQuery.graphql.ts';
import { CartActor, useCart } from '../features/cart/CartActor.tsx';
import { readCart } from '../features/cart/cartState.ts';
import { CartView } from '../features/cart/CartView.tsx';
import { preloadShopperQuery } from '../features/cart/preloadShopper.ts';
import { CheckoutForm } from '../features/checkout/CheckoutForm.tsx';
import { initialCheckoutForm, offeredGateways } from '../features/checkout/initialForm.ts';
import { SessionRefresh } from '../features/account/SessionRefresh.tsx';
import { PageMeta } from '../features/seo/PageMeta.tsx';

const query = graphql`
  query CheckoutRouteQuery {
    cart {
      ...cartState_cart
    }
    customer {
      ...initialForm_customer
    }
    # Only whether someone is signed in.
    viewer {
      __typename
    }
    paymentGateways {
      nodes {
        id
        title
        description
      }
    }
  }
`;

export const loader = () => preloadShopperQuery<CheckoutRouteQuery>(query, {});

export function Component() {
  const { t } = useTranslation('shop');
  const reference = useLoaderData() as PreloadedQuery<CheckoutRouteQuery>;
  const data = usePreloadedQuery<CheckoutRouteQuery>(query, reference);
  // This visit's cart goes to the one cart actor before the first paint (as on /cart); the page
  // then shows the actor's cart, which coupon, shipping and destination changes update.
  const cartActor = CartActor.useActorRef();
  const loaded = readCart(data.cart);
  useLayoutEffect(() => cartActor.send({ type: 'cart.set', cart: loaded }), [cartActor, reference]); // eslint-disable-line react-hooks/exhaustive-deps -- once per visit, not on every store update
  const cart = useCart() ?? loaded;
  const gateways = offeredGateways(
    (data.paymentGateways?.nodes ?? []).map(({ id, title, description }) => ({ id, title, description })),
  );
  return (
    <section className="container page">
      <PageMeta title={t('checkout.title')} noindex />
      <SessionRefresh />
      <h1>{t('checkout.title')}</h1>
      {!cart || cart.isEmpty || !cart.contents?.nodes.length ? (
        <CartView showMoveToWishlist={false} />
      ) : (
        <CheckoutForm
          cart={cart}
          gateways={gateways}
          signedIn={Boolean(data.viewer)}
          initialForm={initialCheckoutForm(data.customer, gateways)}
        />
      )}
    </section>
  );
}
