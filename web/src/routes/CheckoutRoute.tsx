import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useTranslation } from '../i18n/useTranslation.ts';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { CheckoutRouteQuery } from '../__generated__/CheckoutRouteQuery.graphql.ts';
import { useCart, useVisitCart } from '../features/cart/CartActor.tsx';
import { readCart } from '../features/cart/cartState.ts';
import { CartView } from '../features/cart/CartView.tsx';
import { preloadShopperQuery } from '../features/cart/preloadShopper.ts';
import { CheckoutForm } from '../features/checkout/CheckoutForm.tsx';
import { initialCheckoutForm, offeredGateways } from '../features/checkout/initialForm.ts';
import { ResumedAttempt } from '../features/checkout/ResumedAttempt.tsx';
import { readAttempt, useResumedAttempt } from '../features/checkout/useResumedAttempt.ts';
import { SessionRefresh } from '../features/account/SessionRefresh.tsx';
import { useViewer } from '../features/account/viewer.ts';
import { useCapability } from '../lib/capabilities.ts';
import { PageMeta } from '../features/seo/PageMeta.tsx';
import { capabilitiesFor } from '../features/shell/ShellQueries.tsx';

const query = graphql`
  query CheckoutRouteQuery {
    cart {
      ...cartState_cart
    }
    customer {
      ...initialForm_customer
    }
    # Whether someone is signed in, fresh for this visit; read through useViewer (account/viewer.ts).
    # eslint-disable-next-line relay/unused-fields -- as above
    viewer {
      ...viewer_user
    }
    # After a reload while placing, or a tab opened again: the order, its pending state or refusal.
    latestCheckoutAttempt {
      ...useResumedAttempt_attempt
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

// The page renders once the back end's capabilities are known too (the frame's query, in flight
// beside this one), so its gift card field and card payment never appear after the first paint.
export async function loader({ request }: LoaderFunctionArgs) {
  const [reference] = await Promise.all([
    preloadShopperQuery<CheckoutRouteQuery>(query, {}),
    capabilitiesFor(request),
  ]);
  return reference;
}

export function Component() {
  const { t } = useTranslation('shop');
  const reference = useLoaderData() as PreloadedQuery<CheckoutRouteQuery>;
  const data = usePreloadedQuery<CheckoutRouteQuery>(query, reference);
  // This visit's cart goes to the one cart actor before the first paint (as on /cart); the page
  // then shows the actor's cart, which coupon, shipping and destination changes update.
  const loaded = readCart(data.cart);
  useVisitCart(loaded, reference);
  const cart = useCart() ?? loaded;
  const cartEmpty = !cart || cart.isEmpty || !cart.contents?.nodes.length;
  const resumed = useResumedAttempt(readAttempt(data.latestCheckoutAttempt), cartEmpty);
  const cardPayments = useCapability('stripePaymentIntents');
  const signedIn = Boolean(useViewer());
  const gateways = offeredGateways(
    (data.paymentGateways?.nodes ?? []).map(({ id, title, description }) => ({ id, title, description })),
    cardPayments,
  );
  return (
    <section className="container page">
      <PageMeta title={t('checkout.title')} noindex />
      <SessionRefresh />
      <h1>{t('checkout.title')}</h1>
      {resumed && <ResumedAttempt view={resumed} />}
      {resumed?.kind === 'pending' || resumed?.kind === 'placed' ? null : cartEmpty ? (
        <CartView showMoveToWishlist={false} />
      ) : (
        <CheckoutForm
          cart={cart}
          gateways={gateways}
          signedIn={signedIn}
          initialForm={initialCheckoutForm(data.customer, gateways)}
        />
      )}
    </section>
  );
}
