import { useFormat } from '../../i18n/useFormat.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import type { PriceView } from './price.ts';
import styles from './Price.module.css';

export function Price({ view, large }: { view: PriceView | undefined; large?: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (!view) return null;
  // "€12.00", or "€10.00 – €14.00" for a variable product's range.
  const current =
    view.low === view.high
      ? format.money(view.low)
      : `${format.money(view.low)} – ${format.money(view.high)}`;
  return (
    <p className={`${styles.price} ${large ? styles.large : ''}`}>
      {view.regular !== undefined && (
        <del className={styles.regular}>
          <span className="visually-hidden">{t('product.sale')}: </span>
          {format.money(view.regular)}
        </del>
      )}
      <span className={view.percent ? styles.sale : undefined}>{current}</span>
    </p>
  );
}

export function SaleBadge({ percent }: { percent: number | undefined }) {
  const { t } = useTranslation();
  if (!percent) return null;
  return (
    <span className={styles.badge} data-testid="sale-badge">
      {t('product.percentOff', { percent })}
    </span>
  );
}
