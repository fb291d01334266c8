import { Suspense, useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useTranslation } from '../i18n/useTranslation.ts';
import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import type { MyAccountRouteQuery } from '../__generated__/MyAccountRouteQuery.graphql.ts';
import { AccountPanel } from '../features/account/AccountPanel.tsx';
import { tabOf } from '../features/account/AccountTabs.tsx';
import { AuthForms } from '../features/account/AuthForms.tsx';
import { useViewer } from '../features/account/viewer.ts';
import { preloadShopperQuery } from '../features/cart/preloadShopper.ts';
import { SessionRefresh } from '../features/account/SessionRefresh.tsx';
import { PageMeta } from '../features/seo/PageMeta.tsx';
import { AccountDeleted } from '../features/privacy/AccountDeleted.tsx';

const query = graphql`
  query MyAccountRouteQuery(
    $orders: Boolean!
    $downloads: Boolean!
    $wishlist: Boolean!
    $addresses: Boolean!
  ) {
    # eslint-disable-next-line relay/unused-fields -- fresh for this visit; read through useViewer (account/viewer.ts)
    viewer {
      ...viewer_user
    }
    ...AuthForms_query
    ...AccountPanel_query
      @arguments(orders: $orders, downloads: $downloads, wishlist: $wishlist, addresses: $addresses)
  }
`;

/** My account (behaviour §2): one query whose parts follow the tab in the URL. */
export function loader({ request }: LoaderFunctionArgs) {
  const tab = tabOf(new URL(request.url).searchParams.get('tab'));
  return preloadShopperQuery<MyAccountRouteQuery>(query, {
    orders: tab === 'orders',
    downloads: tab === 'downloads',
    wishlist: tab === 'wishlist',
    addresses: tab === 'addresses',
  });
}

export function Component() {
  const { t } = useTranslation('shop');
  const data = usePreloadedQuery<MyAccountRouteQuery>(
    query,
    useLoaderData() as PreloadedQuery<MyAccountRouteQuery>,
  );
  const [params] = useSearchParams();
  const viewer = useViewer();
  // A component that runs a machine stays mounted until its machine's last action has run (web
  // README "Rules of this folder"). The panel's auth machine signs her out, and its own session
  // load takes her viewer out of the store before the machine clears the tab's storage and takes
  // her to My account: the panel stays, with the viewer it showed, until the sign-out has ended.
  const [signingOut, setSigningOut] = useState(false);
  const [lastViewer, setLastViewer] = useState(viewer);
  if (viewer && viewer !== lastViewer) setLastViewer(viewer);
  const shown = viewer ?? (signingOut ? lastViewer : null);
  return (
    <section className="container page">
      <PageMeta title={t('account.title')} noindex />
      <SessionRefresh />
      <h1>{t('account.title')}</h1>
      {shown ? (
        <Suspense fallback={<p>{t('common.loading')}</p>}>
          <AccountPanel
            viewer={shown}
            tab={tabOf(params.get('tab'))}
            queryRef={data}
            onSigningOut={setSigningOut}
          />
        </Suspense>
      ) : (
        <>
          {params.get('account') === 'deleted' && <AccountDeleted />}
          <AuthForms viewer={null} queryRef={data} show="both" />
        </>
      )}
    </section>
  );
}
