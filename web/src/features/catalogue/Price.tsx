import { useTranslation } from '../../i18n/useTranslation.ts';
import type { PriceView } from './price.ts';
import styles from './Price.module.css';

export function Price({ view, large }: { view: PriceView | undefined; large?: boolean }) {
  const { t } = useTranslation();
  if (!view) return null;
  return (
    <p className={`${styles.price} ${large ? styles.large : ''}`}>
      {view.regular && (
        <del className={styles.regular}>
          <span className="visually-hidden">{t('product.sale')}: </span>
          {view.regular}
        </del>
      )}
      <span className={view.percent ? styles.sale : undefined}>{view.current}</span>
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
