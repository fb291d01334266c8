import { useTranslation } from 'react-i18next';
import { AppLink } from '../../lib/AppLink.tsx';
import styles from './ProductPage.module.css';

/** A product category as the product page links to it. */
export interface CategoryLink {
  slug?: string | null;
  name?: string | null;
}

/** The SKU and the category links, each where the store settings show it. */
export function ProductFacts({
  sku,
  categories,
  showSku,
  showCategories,
}: {
  sku: string | null | undefined;
  categories: readonly CategoryLink[];
  showSku: boolean | null | undefined;
  showCategories: boolean | null | undefined;
}) {
  const { t } = useTranslation();
  return (
    <dl className={styles.facts}>
      {showSku && sku && (
        <div>
          <dt>{t('product.sku')}</dt>
          <dd data-testid="sku">{sku}</dd>
        </div>
      )}
      {showCategories && categories.length > 0 && (
        <div>
          <dt>{t('product.categories')}</dt>
          <dd>
            {categories.map((category, index) => (
              <span key={category.slug}>
                {index > 0 && ', '}
                <AppLink to={`/product-category/${category.slug ?? ''}`}>{category.name}</AppLink>
              </span>
            ))}
          </dd>
        </div>
      )}
    </dl>
  );
}
