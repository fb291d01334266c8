import { graphql, useFragment } from 'react-relay';
import { useTranslation } from '../../i18n/useTranslation.ts';
import type { OrderHistory_customer$key } from '../../__generated__/OrderHistory_customer.graphql.ts';
import { useFormat } from '../../i18n/useFormat.ts';
import { centsOf } from '../../lib/cents.ts';
import { AppLink } from '../../lib/AppLink.tsx';
import styles from './Orders.module.css';

/** Up to 100 orders (behaviour §9), each opening its summary. */
export function OrderHistory({ customerRef }: { customerRef: OrderHistory_customer$key }) {
  const { t } = useTranslation('shop');
  const format = useFormat();
  const customer = useFragment(
    graphql`
      fragment OrderHistory_customer on Customer {
        orders(first: 100) {
          nodes {
            id
            databaseId
            orderNumber
            date
            status
            total
          }
        }
      }
    `,
    customerRef,
  );
  const { t: tMain } = useTranslation();
  if (!customer.orders) return <p className="notice notice-error">{tMain('errors.ordersFailed')}</p>;
  if (customer.orders.nodes.length === 0) return <p>{t('account.noOrders')}</p>;
  return (
    <table className={styles.lines} data-testid="order-history">
      <thead>
        <tr>
          <th scope="col">{t('order.number')}</th>
          <th scope="col">{t('order.date')}</th>
          <th scope="col">{t('order.status')}</th>
          <th scope="col">{t('order.total')}</th>
        </tr>
      </thead>
      <tbody>
        {customer.orders.nodes.map((order) => (
          <tr key={order.id}>
            <td>
              <AppLink to={`/order-summary/${order.databaseId ?? ''}`}>#{order.orderNumber}</AppLink>
            </td>
            <td>{order.date ? format.date(order.date) : ''}</td>
            <td>{order.status ? t(`orderStatus.${order.status}`, { defaultValue: order.status }) : ''}</td>
            <td>{order.total ? format.cents(centsOf(order.total)) : ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
