import { useTranslation } from '../../i18n/useTranslation.ts';
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '../../lib/AppLink.tsx';
import { listingPath } from './listing-params.ts';
import styles from './Pagination.module.css';

/** Page numbers around the current one, with the first and last always present. */
export function pageWindow(page: number, pageCount: number): (number | 'gap')[] {
  const pages = new Set(
    [1, pageCount, page - 1, page, page + 1].filter((value) => value >= 1 && value <= pageCount),
  );
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((value, index) =>
    index > 0 && value - (sorted[index - 1] ?? value) > 1 ? ['gap' as const, value] : [value],
  );
}

/** Pagination by path: /products/page/{n}, /product-category/{slug}/page/{n} (behaviour §2). */
export function Pagination({
  page,
  pageCount,
  categorySlug,
}: {
  page: number;
  pageCount: number;
  categorySlug?: string;
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  if (pageCount <= 1) return null;
  const query = params.toString();
  const href = (target: number) => `${listingPath(categorySlug, target)}${query ? `?${query}` : ''}`;
  return (
    <nav className={styles.pagination} aria-label={t('catalogue.pagination')}>
      {page > 1 && (
        <AppLink to={href(page - 1)} className={styles.step} rel="prev">
          {t('catalogue.previousPage')}
        </AppLink>
      )}
      <ul className={styles.pages}>
        {pageWindow(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <AppLink
                to={href(item)}
                className={styles.page}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('catalogue.page', { page: item })}
              >
                {item}
              </AppLink>
            </li>
          ),
        )}
      </ul>
      {page < pageCount && (
        <AppLink to={href(page + 1)} className={styles.step} rel="next">
          {t('catalogue.nextPage')}
        </AppLink>
      )}
    </nav>
  );
}
