import { Suspense, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from '../../i18n/useTranslation.ts';
import type { Viewer } from '@nails/machines/commerceTypes';
import type {
  AccountPanel_query$data,
  AccountPanel_query$key,
} from '../../__generated__/AccountPanel_query.graphql.ts';
import { Message } from '../../lib/Message.tsx';
import { DownloadList } from '../orders/DownloadList.tsx';
import { OrderHistory } from '../orders/OrderHistory.tsx';
import { WishlistProducts } from '../catalogue/WishlistProducts.tsx';
import { PrivacyPanel } from '../privacy/PrivacyPanel.tsx';
import { AccountTabs, type AccountTab } from './AccountTabs.tsx';
import { AddressBook } from './AddressBook.tsx';
import { ChangePassword } from './ChangePassword.tsx';
import { PersonalInfo } from './PersonalInfo.tsx';
import { MySizePanel } from '../sizing/MySizePanel.tsx';
import { useAuth } from './useAuth.ts';
import styles from './Account.module.css';

type Customer = AccountPanel_query$data['customer'];
type Send = ReturnType<typeof useAuth>['send'];

/** The header's avatar menu links to `?action=logout` (a link, so it works before scripts load). */
function useLogoutLink(send: Send, path: string) {
  const [params] = useSearchParams();
  const loggedOut = useRef(false);
  useEffect(() => {
    if (params.get('action') !== 'logout' || loggedOut.current) return;
    loggedOut.current = true;
    send({ type: 'auth.logout', path });
  }, [params, send, path]);
}

/** The orders, or why they are missing: no customer came back. */
function OrdersTab({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  if (!customer) return <p className="notice notice-error">{t('errors.ordersFailed')}</p>;
  return customer.orderHistory ? <OrderHistory customerRef={customer.orderHistory} /> : null;
}

function DownloadsTab({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  return customer?.downloadableItems ? (
    <DownloadList itemsRef={customer.downloadableItems.nodes} />
  ) : (
    <p className="notice notice-error">{t('errors.downloadsFailed')}</p>
  );
}

/** The signed-in customer's tabs: personal info, addresses, password, orders, downloads, wishlist, privacy. */
export function AccountPanel({
  viewer,
  tab,
  queryRef,
  onSigningOut,
}: {
  viewer: Viewer;
  tab: AccountTab;
  queryRef: AccountPanel_query$key;
  /**
   * Whether its auth machine is signing her out: the page keeps the panel until it has ended,
   * though the viewer leaves the store before (web README "Rules of this folder").
   */
  onSigningOut?(signingOut: boolean): void;
}) {
  const { t } = useTranslation('shop');
  const { send, pending, error, path } = useAuth(viewer);
  useLogoutLink(send, path);
  // Started signed in, the machine is pending only while it signs her out (the logout, then the
  // session load); it stops being so once its last action, the navigation, has run.
  useEffect(() => onSigningOut?.(pending), [onSigningOut, pending]);
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
      {tab === 'info' && <MySizePanel />}
      {tab === 'addresses' && customer?.addressBook && <AddressBook customerRef={customer.addressBook} />}
      {tab === 'password' && <ChangePassword username={username} />}
      {tab === 'orders' && <OrdersTab customer={customer} />}
      {tab === 'downloads' && <DownloadsTab customer={customer} />}
      {tab === 'wishlist' && (
        <Suspense fallback={<p>{t('common.loading')}</p>}>
          <WishlistProducts productIds={data.wishlist?.productIds ?? []} />
        </Suspense>
      )}
      {tab === 'privacy' && <PrivacyPanel />}
    </div>
  );
}
