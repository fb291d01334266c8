import { Suspense, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { Viewer } from '@nails/machines';
import type { AccountPanel_query$key } from '../../__generated__/AccountPanel_query.graphql.ts';
import { Message } from '../../lib/Message.tsx';
import { DownloadList } from '../orders/DownloadList.tsx';
import { OrderHistory } from '../orders/OrderHistory.tsx';
import { WishlistProducts } from '../wishlist/WishlistProducts.tsx';
import { AccountTabs, type AccountTab } from './AccountTabs.tsx';
import { AddressBook } from './AddressBook.tsx';
import { ChangePassword } from './ChangePassword.tsx';
import { PersonalInfo } from './PersonalInfo.tsx';
import { useAuth } from './useAuth.ts';
import styles from './Account.module.css';

/** The signed-in customer's tabs: personal info, addresses, password, orders, downloads, wishlist. */
export function AccountPanel({
  viewer,
  tab,
  queryRef,
}: {
  viewer: Viewer;
  tab: AccountTab;
  queryRef: AccountPanel_query$key;
}) {
  const { t } = useTranslation('shop');
  const { t: tMain } = useTranslation();
  const { send, pending, error, path } = useAuth(viewer);
  // The header's avatar menu links to `?action=logout` (a link, so it works before scripts load).
  const [params] = useSearchParams();
  const loggedOut = useRef(false);
  useEffect(() => {
    if (params.get('action') !== 'logout' || loggedOut.current) return;
    loggedOut.current = true;
    send({ type: 'auth.logout', path });
  }, [params, send, path]);
  const data = useFragment(
    graphql`
      fragment AccountPanel_query on Query
      @argumentDefinitions(
        orders: { type: "Boolean!" }
        downloads: { type: "Boolean!" }
        wishlist: { type: "Boolean!" }
        addresses: { type: "Boolean!" }
      ) {
        customer {
          firstName
          lastName
          email
          displayName
          ...AddressBook_customer @include(if: $addresses) @alias(as: "addressBook")
          ...OrderHistory_customer @include(if: $orders) @alias(as: "orderHistory")
          downloadableItems(first: 100) @include(if: $downloads) {
            nodes {
              ...DownloadList_items
            }
          }
        }
        wishlist @include(if: $wishlist) {
          productIds
        }
      }
    `,
    queryRef,
  );
  const customer = data.customer;
  const username = viewer.username ?? '';
  return (
    <div className={styles.panel}>
      <p>{t('account.hello', { name: customer?.firstName || username })}</p>
      <Message message={error} />
      <AccountTabs current={tab} loggingOut={pending} onLogout={() => send({ type: 'auth.logout', path })} />
      {tab === 'info' && customer && (
        <PersonalInfo
          username={username}
          initial={{
            firstName: customer.firstName ?? '',
            lastName: customer.lastName ?? '',
            email: customer.email ?? '',
            displayName: customer.displayName ?? '',
          }}
        />
      )}
      {tab === 'addresses' && customer?.addressBook && <AddressBook customerRef={customer.addressBook} />}
      {tab === 'password' && <ChangePassword username={username} />}
      {tab === 'orders' &&
        (customer ? (
          customer.orderHistory ? (
            <OrderHistory customerRef={customer.orderHistory} />
          ) : null
        ) : (
          <p className="notice notice-error">{tMain('errors.ordersFailed')}</p>
        ))}
      {tab === 'downloads' &&
        (customer?.downloadableItems ? (
          <DownloadList itemsRef={customer.downloadableItems.nodes} />
        ) : (
          <p className="notice notice-error">{tMain('errors.downloadsFailed')}</p>
        ))}
      {tab === 'wishlist' && (
        <Suspense fallback={<p>{t('common.loading')}</p>}>
          <WishlistProducts productIds={data.wishlist?.productIds ?? []} />
        </Suspense>
      )}
    </div>
  );
}
