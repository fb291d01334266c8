import { useTranslation } from '../../i18n/useTranslation.ts';
import {
  isOptionAvailable,
  isOptionInStock,
  sameValue,
  type PickerAttribute,
  type PickerVariation,
  type Selection,
} from './variations.ts';
import { AppLink } from '../../lib/AppLink.tsx';
import styles from './PurchasePanel.module.css';

/** The attribute beside which the size guide is offered (the shop's `pa_size`). */
const sizeAttribute = 'size';

interface Props {
  attributes: readonly PickerAttribute[];
  variations: readonly PickerVariation[];
  selection: Selection;
  onChange(selection: Selection): void;
  /** Her set size's `pa_size` slug (gateway `mySize`): its option says "Your size". */
  mySize?: string;
}

/** One button group per attribute; options no variation can reach are disabled (behaviour §3). */
export function VariationPicker({ attributes, variations, selection, onChange, mySize }: Props) {
  const { t } = useTranslation();
  return (
    <div className={styles.picker}>
      {attributes.map((attribute) => (
        <fieldset key={attribute.key} className={styles.attribute}>
          <legend>
            {attribute.label}
            {selection[attribute.key] && (
              <span className={styles.chosen}>
                : {attribute.options.find((option) => option.value === selection[attribute.key])?.label}
              </span>
            )}
          </legend>
          <div className={styles.options} role="radiogroup" aria-label={attribute.label}>
            {attribute.options.map((option) => {
              const checked = selection[attribute.key] === option.value;
              const available = isOptionAvailable(variations, selection, attribute.key, option.value);
              const soldOut =
                available && !isOptionInStock(variations, selection, attribute.key, option.value);
              const yours = attribute.key === sizeAttribute && sameValue(option.value, mySize);
              return (
                <button
                  key={option.value}
                  type="button"
                  role="radio"
                  aria-checked={checked}
                  disabled={!available}
                  title={available ? undefined : t('product.unavailable')}
                  className={styles.option}
                  data-testid={attribute.key === sizeAttribute ? `size-option-${option.value}` : undefined}
                  onClick={() => onChange({ ...selection, [attribute.key]: checked ? '' : option.value })}
                >
                  {soldOut ? t('fit.outOfStock', { size: option.label }) : option.label}
                  {yours && (
                    <span className={styles.yourSize} data-testid="your-size">
                      {t('fit.yourSize')}
                    </span>
                  )}
                </button>
              );
            })}
          </div>
          {attribute.key === sizeAttribute && (
            <AppLink to="/size-guide" className={styles.sizeGuide} data-testid="size-guide-link">
              {t('pages.sizeGuide')}
            </AppLink>
          )}
        </fieldset>
      ))}
      {Object.values(selection).some(Boolean) && (
        <button type="button" className={styles.clear} onClick={() => onChange({})}>
          {t('product.clearSelection')}
        </button>
      )}
    </div>
  );
}
