import { graphql, useFragment } from 'react-relay';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useSearchParams } from 'react-router-dom';
import type { Listing_catalogue$key } from '../../__generated__/Listing_catalogue.graphql.ts';
import { EmptyState } from './EmptyState.tsx';
import { listingProblems } from './listing-params.ts';
import { Filters } from './Filters.tsx';
import { Pagination } from './Pagination.tsx';
import { ProductGrid } from './ProductGrid.tsx';
import { SortSelect } from './SortSelect.tsx';
import styles from './Listing.module.css';
import { HydrationRegion } from '../../app/hydration.tsx';

/** The product listing of behaviour §2: count text, filters, sort, grid, pages, empty state. */
export function Listing({
  catalogueRef,
  title,
  categorySlug,
}: {
  catalogueRef: Listing_catalogue$key;
  title: string;
  categorySlug?: string;
}) {
  const { t } = useTranslation();
  const listing = useFragment(
    graphql`
      fragment Listing_catalogue on CatalogueListing {
        total
        from
        to
        page
        pageCount
        products {
          ...ProductGrid_products
        }
        unknownAttributes
        facets {
          ...Filters_facets
        }
      }
    `,
    catalogueRef,
  );
  const [params] = useSearchParams();
  const ignored = listingProblems(params).map((problem) => problem.entry);
  // The gateway decides which attribute filters apply (one the shop has applies on every listing,
  // a category's too) and names the ones it left out.
  const unknown = listing.unknownAttributes;
  return (
    <div className="container page">
      <header className={styles.head}>
        <h1>{title}</h1>
        {listing.total > 0 && (
          <p className={styles.count} data-testid="result-count">
            {t('catalogue.showing', { from: listing.from, to: listing.to, total: listing.total })}
          </p>
        )}
      </header>
      {ignored.length > 0 && (
        <p className={styles.notice} role="status" data-testid="listing-notice">
          {t('catalogue.ignoredParameters', { entries: ignored.join(', ') })}
        </p>
      )}
      {unknown.length > 0 && (
        <p className={styles.notice} role="status" data-testid="listing-unknown-filter">
          {t('catalogue.unknownFilters', { names: unknown.join(', ') })}
        </p>
      )}
      <div className={styles.layout}>
        <Filters facetsRef={listing.facets} categorySlug={categorySlug} total={listing.total} />
        <section className={styles.results} aria-labelledby="results-heading">
          <h2 id="results-heading" className="visually-hidden">
            {title}
          </h2>
          <div className={styles.toolbar}>
            <SortSelect categorySlug={categorySlug} />
          </div>
          {listing.total === 0 ? (
            <EmptyState categorySlug={categorySlug} />
          ) : (
            <HydrationRegion>
              <ProductGrid productsRef={listing.products} actions />
              <Pagination page={listing.page} pageCount={listing.pageCount} categorySlug={categorySlug} />
            </HydrationRegion>
          )}
        </section>
      </div>
    </div>
  );
}
