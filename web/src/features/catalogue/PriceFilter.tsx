import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import styles from './Filters.module.css';

interface Props {
  bounds: { min: number; max: number };
  value: string[] | undefined;
  onApply(range: [number, number] | undefined): void;
}

/** Inclusive price range (behaviour §5), applied with a button so typing does not reload the list. */
export function PriceFilter({ bounds, value, onApply }: Props) {
  const { t } = useTranslation();
  const [min, setMin] = useState(value?.[0] ?? String(Math.floor(bounds.min)));
  const [max, setMax] = useState(value?.[1] ?? String(Math.ceil(bounds.max)));
  const apply = (event: React.FormEvent) => {
    event.preventDefault();
    const low = Number(min);
    const high = Number(max);
    if (!Number.isFinite(low) || !Number.isFinite(high)) return;
    onApply([Math.min(low, high), Math.max(low, high)]);
  };
  return (
    <form className={styles.group} onSubmit={apply} aria-labelledby="price-legend">
      <p id="price-legend" className={styles.legend}>
        {t('catalogue.price')}
      </p>
      <div className={styles.priceRow}>
        <label className="visually-hidden" htmlFor="price-min">
          {t('catalogue.minPrice')}
        </label>
        <input
          id="price-min"
          className="input"
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          value={min}
          onChange={(event) => setMin(event.target.value)}
        />
        <span aria-hidden="true">–</span>
        <label className="visually-hidden" htmlFor="price-max">
          {t('catalogue.maxPrice')}
        </label>
        <input
          id="price-max"
          className="input"
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          value={max}
          onChange={(event) => setMax(event.target.value)}
        />
        <button type="submit" className="button button-secondary">
          {t('catalogue.applyPrice')}
        </button>
      </div>
    </form>
  );
}
