import { useTranslation } from '../../i18n/useTranslation.ts';
import styles from './PurchasePanel.module.css';

/** In stock, out of stock or on backorder (behaviour §4), with the count when the shop tracks it. */
export function Availability({
  status,
  quantity,
}: {
  status: string | null | undefined;
  quantity: number | null | undefined;
}) {
  const { t } = useTranslation();
  if (!status) return null;
  const text =
    status === 'OUT_OF_STOCK'
      ? t('product.outOfStock')
      : status === 'ON_BACKORDER'
        ? t('product.onBackorder')
        : quantity
          ? t('product.inStockCount', { count: quantity })
          : t('product.inStock');
  return (
    <p
      className={`${styles.stock} ${status === 'OUT_OF_STOCK' ? styles.out : ''}`}
      data-testid="availability"
    >
      {text}
    </p>
  );
}
