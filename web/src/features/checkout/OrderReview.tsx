import { useTranslation } from 'react-i18next';
import type { CartState } from '../cart/cartState.ts';
import { CartTotals } from '../cart/CartTotals.tsx';

/** The order as it will be placed: lines and totals, next to the form. */
export function OrderReview({ cart }: { cart: CartState }) {
  const { t } = useTranslation('shop');
  return (
    <aside className="checkout-review" aria-label={t('checkout.yourOrder')}>
      <h2>{t('checkout.yourOrder')}</h2>
      <ul className="checkout-lines">
        {(cart.contents?.nodes ?? []).map((line) => (
          <li key={line.key}>
            <span>
              {line.product?.node.name}
              {line.variation?.attributes?.length
                ? ` (${line.variation.attributes.flatMap((a) => (a?.value ? [a.value] : [])).join(', ')})`
                : ''}{' '}
              × {line.quantity}
            </span>
            <span>{line.total}</span>
          </li>
        ))}
      </ul>
      <CartTotals cart={cart} />
    </aside>
  );
}
