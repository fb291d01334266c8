import { useTranslation } from '../../i18n/useTranslation.ts';
import { sortOf, sortOptions } from './listing-params.ts';
import { useListingNavigation } from './useListingNavigation.ts';
import styles from './SortSelect.module.css';

/** The order-by dropdown, written to the URL as `orderby` and `order` (behaviour §2). */
export function SortSelect({ categorySlug }: { categorySlug?: string }) {
  const { t } = useTranslation();
  const { params, update } = useListingNavigation(categorySlug);
  const sort = sortOf(params);
  const value = `${sort.orderby}:${sort.order}`;
  return (
    <div className={styles.sort}>
      <label htmlFor="sort-select">{t('catalogue.sortBy')}</label>
      <select
        id="sort-select"
        className="input"
        value={value}
        onChange={(event) => {
          const [orderby, order] = event.target.value.split(':');
          update({ orderby: orderby ?? null, order: order ?? null });
        }}
      >
        {sortOptions.map((option) => (
          <option key={`${option.orderby}:${option.order}`} value={`${option.orderby}:${option.order}`}>
            {t(option.label)}
          </option>
        ))}
      </select>
    </div>
  );
}
