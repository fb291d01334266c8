import { useTranslation } from 'react-i18next';
import { AppLink } from '../../lib/AppLink.tsx';
import type { CategoryLink } from './ProductFacts.tsx';
import styles from './ProductPage.module.css';

/** Home › Shop › the product's first category › the product. */
export function ProductBreadcrumb({
  firstCategory,
  name,
}: {
  firstCategory: CategoryLink | undefined;
  name: string;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.breadcrumb')} className={styles.breadcrumb}>
      <ol>
        <li>
          <AppLink to="/">{t('nav.home')}</AppLink>
        </li>
        <li>
          <AppLink to="/products">{t('nav.shop')}</AppLink>
        </li>
        {firstCategory?.slug && (
          <li>
            <AppLink to={`/product-category/${firstCategory.slug}`}>{firstCategory.name}</AppLink>
          </li>
        )}
        <li aria-current="page">{name}</li>
      </ol>
    </nav>
  );
}
