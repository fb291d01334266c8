import { inStockSizeKey } from '@nails/schema/listing-filter.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { setEntry, toggleValue, type FilterEntries } from './listing-params.ts';
import styles from './Filters.module.css';
import { useMySize } from '../sizing/mySize.ts';

/**
 * "In my size" and "in stock in my size" (gateway fit README), once she has a size: the first is
 * the size facet's own entry (`size[m]`), the second `in-stock-size[m]`.
 */
export default function MySizeFilter({
  filter,
  onChange,
}: {
  filter: FilterEntries;
  onChange(change: (current: FilterEntries) => FilterEntries): void;
}) {
  const { t } = useTranslation();
  const mySize = useMySize();
  if (!mySize) return null;
  const inSize = filter.size?.includes(mySize.slug) ?? false;
  const inStock = filter[inStockSizeKey]?.includes(mySize.slug) ?? false;
  return (
    <fieldset className={styles.group} data-testid="my-size-filter">
      <legend>{t('fit.mySize')}</legend>
      <label className={styles.option}>
        <input
          type="checkbox"
          checked={inSize}
          onChange={() => onChange((current) => toggleValue(current, 'size', mySize.slug))}
        />
        {t('fit.inMySize', { size: mySize.size })}
      </label>
      <label className={styles.option}>
        <input
          type="checkbox"
          checked={inStock}
          onChange={() =>
            onChange((current) => setEntry(current, inStockSizeKey, inStock ? undefined : [mySize.slug]))
          }
        />
        {t('fit.inStockInMySize')}
      </label>
    </fieldset>
  );
}
