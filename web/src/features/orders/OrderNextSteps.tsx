import { graphql, useFragment } from 'react-relay';
import { useTranslation } from '../../i18n/useTranslation.ts';
import type { OrderNextSteps_order$key } from '../../__generated__/OrderNextSteps_order.graphql.ts';
import { useCapability } from '../../lib/capabilities.ts';
import { BankDetails } from './BankDetails.tsx';
import { nextSteps } from './orderPayment.ts';

/**
 * What happens next with an order that waits for its payment (cash on delivery holding a gift
 * card or a download, a bank transfer, an unconfirmed card): nothing of value is handed over
 * before payment (commerce shop README "Nothing of value before payment"), so the order page
 * says when the gift card code and the downloads come, and how a bank transfer is made.
 */
export function OrderNextSteps({ orderRef }: { orderRef: OrderNextSteps_order$key }) {
  const { t } = useTranslation('shop');
  const giftCardsOffered = useCapability('giftCards');
  const order = useFragment(
    graphql`
      fragment OrderNextSteps_order on Order {
        orderNumber
        status
        paymentMethod
        total
        # The bank-transfer-accounts capability; null where the back end lacks it.
        # eslint-disable-next-line relay/unused-fields -- BankDetails shows every field of each account
        bankTransferAccounts {
          accountName
          bankName
          accountNumber
          sortCode
          iban
          bic
        }
        lineItems(first: 100) {
          nodes {
            product {
              node {
                ... on DownloadableProduct {
                  downloadable
                }
                productCategories(first: 20) {
                  nodes {
                    slug
                  }
                }
              }
            }
          }
        }
      }
    `,
    orderRef,
  );
  const products = (order.lineItems?.nodes ?? []).map((line) => line.product?.node);
  const steps = nextSteps({
    status: order.status,
    paymentMethod: order.paymentMethod,
    buysGiftCards:
      giftCardsOffered &&
      products.some((product) =>
        (product?.productCategories?.nodes ?? []).some((category) => category.slug === 'gift-cards'),
      ),
    buysDownloads: products.some((product) => Boolean(product?.downloadable)),
  });
  if (steps.length === 0) return null;
  return (
    <section className="notice" aria-labelledby="order-next-steps" data-testid="order-next-steps">
      <h2 id="order-next-steps">{t('order.next.title')}</h2>
      {steps.map((step) => (
        <div key={step}>
          <p>{t(`order.next.${step}`, { total: order.total, number: order.orderNumber })}</p>
          {step === 'bankTransfer' && <BankDetails accounts={order.bankTransferAccounts ?? []} />}
        </div>
      ))}
    </section>
  );
}
