/* eslint-disable relay/unused-fields -- the raw amounts are read by orderFigures (lib/cartMoney.ts), the one place money shown with VAT is computed. */
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from '../../i18n/useTranslation.ts';
import type {
  OrderDetails_order$data,
  OrderDetails_order$key,
} from '../../__generated__/OrderDetails_order.graphql.ts';
import { useFormat } from '../../i18n/useFormat.ts';
import { orderFigures, type CartFigures } from '../../lib/cartMoney.ts';
import { centsOf } from '../../lib/cents.ts';
import { builtInText } from '../../i18n/builtInTitles.ts';
import { AddressBlock } from './AddressBlock.tsx';
import { DownloadList } from './DownloadList.tsx';
import { OrderNextSteps } from './OrderNextSteps.tsx';
import styles from './Orders.module.css';

const fragment = graphql`
  fragment OrderDetails_order on Order {
    orderNumber
    date
    status
    # The figures shown are computed from these (lib/cartMoney.ts): WooCommerce keeps an
    # order's subtotal, discount and shipping without VAT, their VAT beside them.
    rawDiscountTotal: discountTotal(format: RAW)
    rawDiscountTax: discountTax(format: RAW)
    rawShippingTotal: shippingTotal(format: RAW)
    rawShippingTax: shippingTax(format: RAW)
    rawTotal: total(format: RAW)
    rawTotalTax: totalTax(format: RAW)
    giftCards {
      code
      amount
      balanceAfter
    }
    paymentMethod
    paymentMethodTitle
    customerNote
    ...OrderNextSteps_order
    billing {
      ...AddressBlock_address
    }
    shipping {
      ...AddressBlock_address
    }
    lineItems(first: 100) {
      nodes {
        id
        quantity
        rawSubtotal: subtotal(format: RAW)
        rawSubtotalTax: subtotalTax(format: RAW)
        product {
          node {
            name
          }
        }
        variation {
          node {
            name
          }
        }
      }
    }
    downloadableItems(first: 100) {
      nodes {
        ...DownloadList_items
      }
    }
  }
`;

type Order = OrderDetails_order$data;
type OrderLine = NonNullable<Order['lineItems']>['nodes'][number];

/** The order's number, date, status, total and payment method. */
function OrderFacts({ order, total }: { order: Order; total: string }) {
  const { t } = useTranslation('shop');
  const format = useFormat();
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{t('order.number')}</dt>
        <dd data-testid="order-number">{order.orderNumber}</dd>
      </div>
      <div>
        <dt>{t('order.date')}</dt>
        <dd>{order.date ? format.date(order.date) : ''}</dd>
      </div>
      <div>
        <dt>{t('order.status')}</dt>
        <dd>{order.status ? t(`orderStatus.${order.status}`, { defaultValue: order.status }) : ''}</dd>
      </div>
      <div>
        <dt>{t('order.total')}</dt>
        <dd>{total}</dd>
      </div>
      <div>
        <dt>{t('order.paymentMethod')}</dt>
        <dd>{builtInText(t, 'payment', order.paymentMethod ?? '', order.paymentMethodTitle ?? '')}</dd>
      </div>
    </dl>
  );
}

/**
 * The lines with their totals, then subtotal, discount, shipping, gift cards paid with and the
 * total with its VAT.
 */
function OrderLines({
  lines,
  giftCards,
  figures,
}: {
  lines: readonly OrderLine[];
  giftCards: Order['giftCards'];
  figures: CartFigures;
}) {
  const { t } = useTranslation('shop');
  const format = useFormat();
  // A card's amounts come formatted by the back end: read as cents, printed in the shopper's language.
  const money = (text: string | null | undefined) => format.cents(centsOf(text));
  return (
    <table className={styles.lines}>
      <thead>
        <tr>
          <th scope="col">{t('order.product')}</th>
          <th scope="col">{t('order.lineTotal')}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          <tr key={line.id}>
            <td>
              {line.variation?.node.name ?? line.product?.node.name} × {line.quantity}
            </td>
            {/* Before discounts, so the lines add up to the subtotal; the discount follows it. */}
            <td>{figures.lines[index]}</td>
          </tr>
        ))}
      </tbody>
      <tfoot data-testid="order-totals">
        <tr>
          <th scope="row">{t('totals.subtotal')}</th>
          <td>{figures.subtotal}</td>
        </tr>
        {figures.discount && (
          <tr>
            <th scope="row">{t('totals.discount')}</th>
            <td>−{figures.discount}</td>
          </tr>
        )}
        <tr>
          <th scope="row">{t('totals.shipping')}</th>
          <td>{figures.shipping}</td>
        </tr>
        {(giftCards ?? []).map(
          (card) =>
            card && (
              <tr key={card.code} data-testid="order-gift-card">
                <th scope="row">
                  {t('giftCards.paid', { code: card.code })}{' '}
                  <small>{t('giftCards.balanceAfter', { balance: money(card.balanceAfter) })}</small>
                </th>
                <td>−{money(card.amount)}</td>
              </tr>
            ),
        )}
        <tr>
          <th scope="row">{t('totals.total')}</th>
          <td data-testid="order-total">
            {figures.total}
            {/* Prices include VAT: the VAT is part of the total, not added to it. */}
            {figures.vat && (
              <small className={styles.vat} data-testid="order-vat">
                {t('totals.inclVat', { amount: figures.vat })}
              </small>
            )}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

/** An order's details (behaviour §2 order received / summary): number, date, status, lines, totals, payment, addresses, downloads. */
export function OrderDetails({ orderRef }: { orderRef: OrderDetails_order$key }) {
  const { t } = useTranslation('shop');
  const order = useFragment(fragment, orderRef);
  const lines = order.lineItems?.nodes ?? [];
  const { locale } = useFormat();
  const figures = orderFigures({ ...order, lines }, locale);
  return (
    <div className={styles.details} data-testid="order-details">
      <OrderFacts order={order} total={figures.total} />
      <OrderNextSteps orderRef={order} />
      <OrderLines lines={lines} giftCards={order.giftCards} figures={figures} />
      {order.customerNote && (
        <p>
          <strong>{t('checkout.orderNote')}:</strong> {order.customerNote}
        </p>
      )}
      <div className={styles.addresses}>
        {order.billing && <AddressBlock title={t('checkout.billing')} addressRef={order.billing} />}
        {order.shipping && <AddressBlock title={t('checkout.shipping')} addressRef={order.shipping} />}
      </div>
      {(order.downloadableItems?.nodes.length ?? 0) > 0 && (
        <section>
          <h2>{t('account.downloads')}</h2>
          <DownloadList itemsRef={order.downloadableItems!.nodes} />
        </section>
      )}
    </div>
  );
}
