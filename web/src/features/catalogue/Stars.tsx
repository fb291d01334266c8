import { useTranslation } from '../../i18n/useTranslation.ts';
import { StarIcon } from '../../lib/icons.tsx';
import styles from './Stars.module.css';

/** Average rating as five stars, read out as "Rated 4.5 out of 5". */
export function Stars({ rating, count }: { rating: number; count?: number }) {
  const { t } = useTranslation();
  const rounded = Math.round(rating);
  return (
    <span
      className={styles.stars}
      role="img"
      aria-label={t('product.ratingOutOf', { rating: rating.toFixed(1) })}
    >
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon key={star} width={16} height={16} filled={star <= rounded} />
      ))}
      {count !== undefined && <span className={styles.count}>({count})</span>}
    </span>
  );
}
