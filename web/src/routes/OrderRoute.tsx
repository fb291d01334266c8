import { messages } from '@nails/machines/messages';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useTranslation } from '../i18n/useTranslation.ts';
import { useLoaderData, useMatches, type LoaderFunctionArgs } from 'react-router-dom';
import { handleOf } from '../app/route-handle.ts';
import type { OrderRouteQuery } from '../__generated__/OrderRouteQuery.graphql.ts';
import { Message } from '../lib/Message.tsx';
import { preloadShopperQuery } from '../features/cart/preloadShopper.ts';
import { BuyAgain } from '../features/orders/BuyAgain.tsx';
import { OrderDetails } from '../features/orders/OrderDetails.tsx';
import { PageMeta } from '../features/seo/PageMeta.tsx';
import { AppLink } from '../lib/AppLink.tsx';

const query = graphql`
  query OrderRouteQuery($id: ID!, $idType: OrderIdTypeEnum!) {
    order(id: $id, idType: $idType) {
      databaseId
      ...OrderDetails_order
      ...BuyAgain_order
    }
  }
`;

/**
 * Order received and order summary (behaviour §2). With the order key from the order-received link
 * the order is looked up by key (a guest's proof); otherwise by number, which the back end
 * answers only for the customer or the guest session that placed it, so no one reads another's.
 */
export function loader({
  params,
  request,
}: LoaderFunctionArgs): Promise<PreloadedQuery<OrderRouteQuery>> | null {
  const orderId = params.orderId;
  if (!orderId || !/^\d+$/.test(orderId)) return null;
  const key = new URL(request.url).searchParams.get('key');
  return preloadShopperQuery<OrderRouteQuery>(
    query,
    key ? { id: key, idType: 'ORDER_KEY' } : { id: orderId, idType: 'DATABASE_ID' },
  );
}

function OrderView({
  reference,
  orderId,
  received,
}: {
  reference: PreloadedQuery<OrderRouteQuery>;
  orderId: string;
  received: boolean;
}) {
  const { t } = useTranslation('shop');
  const { order } = usePreloadedQuery<OrderRouteQuery>(query, reference);
  // A key of a different order proves nothing about this one.
  if (!order || String(order.databaseId) !== orderId) return <NotFound />;
  return (
    <>
      {received && <p className="notice notice-success">{t('order.thankYou')}</p>}
      <OrderDetails orderRef={order} />
      {/* The shopper's own order page (My account), not the moment she placed it. */}
      {!received && <BuyAgain orderRef={order} />}
    </>
  );
}

function NotFound() {
  const { t } = useTranslation('shop');
  return (
    <div data-testid="order-not-found">
      <Message message={messages.noOrder} />
      <AppLink to="/products" className="button">
        {t('cart.browse')}
      </AppLink>
    </div>
  );
}

export function Component() {
  const { t } = useTranslation('shop');
  const reference = useLoaderData() as PreloadedQuery<OrderRouteQuery> | null;
  const matches = useMatches();
  const match = matches.at(-1);
  const received = handleOf(match)?.page === 'order-received';
  const title = received ? t('order.receivedTitle') : t('order.summaryTitle');
  return (
    <section className="container page">
      <PageMeta title={title} noindex />
      <h1>{title}</h1>
      {reference ? (
        <OrderView reference={reference} orderId={match?.params.orderId ?? ''} received={received} />
      ) : (
        <NotFound />
      )}
    </section>
  );
}
