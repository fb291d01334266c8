import { useTranslation } from '../../i18n/useTranslation.ts';
import { useListingNavigation } from './useListingNavigation.ts';
import styles from './EmptyState.module.css';

/** "No products found", the hint, and one action clearing every filter and the search (behaviour §2). */
export function EmptyState({ categorySlug }: { categorySlug?: string }) {
  const { t } = useTranslation();
  const { clearAll } = useListingNavigation(categorySlug);
  return (
    <div className={styles.empty} role="status">
      <h2>{t('catalogue.noProducts')}</h2>
      <p>{t('catalogue.noProductsHint')}</p>
      <button type="button" className="button" onClick={clearAll}>
        {t('catalogue.clearAll')}
      </button>
    </div>
  );
}
