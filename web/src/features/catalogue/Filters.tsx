import { lazy, Suspense, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from '../../i18n/useTranslation.ts';
import type { Filters_facets$data, Filters_facets$key } from '../../__generated__/Filters_facets.graphql.ts';
import { categoryTree } from './category-tree.ts';
import { setEntry, toggleValue } from './listing-params.ts';
import { AfterHydration } from '../../app/hydration.tsx';

// Her size exists only in her browser (after hydration): its code loads then, not with the listing.
const MySizeFilter = lazy(() => import('./MySizeFilter.tsx'));
import { CheckboxGroup, type CheckboxOption } from './CheckboxGroup.tsx';
import { PriceFilter } from './PriceFilter.tsx';
import { useListingNavigation } from './useListingNavigation.ts';
import styles from './Filters.module.css';

/** A category or attribute term facet as a checkbox: what the group shows of it. */
const option = ({ slug, name, count }: CheckboxOption): CheckboxOption => ({ slug, name, count });

const fragment = graphql`
  fragment Filters_facets on CatalogueFacets {
    price {
      min
      max
    }
    categories {
      slug
      name
      count
      parent
    }
    attributes {
      slug
      name
      terms {
        slug
        name
        count
      }
    }
  }
`;

type Facets = Filters_facets$data;

/** The categories as a tree, each option indented by its depth. */
function categoryOptions(categories: Facets['categories']): CheckboxOption[] {
  return categoryTree(categories.map(({ slug, name, count, parent }) => ({ slug, name, count, parent }))).map(
    (category) => ({
      ...option(category),
      depth: category.depth,
    }),
  );
}

/** The title, and the button that opens and closes the panel (shown on a phone only). */
function FiltersHead({ open, onToggle }: { open: boolean; onToggle(): void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.head}>
      <h2 id="filters-heading" className={styles.title}>
        {t('catalogue.filters')}
      </h2>
      <button
        type="button"
        className={`button button-secondary ${styles.toggle}`}
        aria-expanded={open}
        aria-controls="filter-panel"
        onClick={onToggle}
      >
        {open ? t('catalogue.closeFilters') : t('catalogue.openFilters')}
      </button>
    </div>
  );
}

/** "At least N stars", one choice of four. */
function RatingFilter({ rating, onChoose }: { rating: string; onChoose(stars: number): void }) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.group}>
      <legend>{t('catalogue.rating')}</legend>
      {[4, 3, 2, 1].map((stars) => (
        <label key={stars} className={styles.option}>
          <input
            type="radio"
            name="rating"
            value={stars}
            checked={rating === String(stars)}
            onChange={() => onChoose(stars)}
          />
          {t('catalogue.ratingAtLeast', { rating: stars, count: stars })}
        </label>
      ))}
    </fieldset>
  );
}

/** Products on sale only. */
function SaleFilter({ checked, onChange }: { checked: boolean; onChange(checked: boolean): void }) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.group}>
      <legend>{t('catalogue.sale')}</legend>
      <label className={styles.option}>
        <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
        {t('catalogue.saleOnly')}
      </label>
    </fieldset>
  );
}

/**
 * On a phone the open panel is taller than the screen: this stays at its foot, closes it and
 * brings the results into view. Desktop shows the panel beside the results.
 */
function ShowResultsButton({ total, onClose }: { total: number; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.showResults}>
      <button
        type="button"
        className="button"
        onClick={() => {
          onClose();
          document.getElementById('results-heading')?.parentElement?.scrollIntoView({ block: 'start' });
        }}
      >
        {t('catalogue.showResults', { count: total })}
      </button>
    </div>
  );
}

/** Every filter kind of behaviour §2 with counts: categories, price range, rating, sale, global attributes. */
export function Filters({
  facetsRef,
  categorySlug,
  total,
}: {
  facetsRef: Filters_facets$key;
  categorySlug?: string;
  /** The listing's count, on the phone panel's "Show N results" button. */
  total: number;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const facets = useFragment(fragment, facetsRef);
  const { filter, update, params } = useListingNavigation(categorySlug);
  const rating = filter.rating?.[0] ?? '';
  const active = Object.keys(filter).length > 0;
  return (
    <aside className={styles.filters} aria-labelledby="filters-heading">
      <FiltersHead open={open} onToggle={() => setOpen((value) => !value)} />
      <div id="filter-panel" className={`${styles.panel} ${open ? styles.open : ''}`}>
        {facets.categories.length > 0 && (
          <CheckboxGroup
            legend={t('catalogue.category')}
            name="category"
            options={categoryOptions(facets.categories)}
            selected={filter.category ?? []}
            onToggle={(slug) => update({ filter: (current) => toggleValue(current, 'category', slug) })}
          />
        )}
        {facets.price && (
          <PriceFilter
            key={`${params.get('filter') ?? ''}`}
            bounds={{ min: facets.price.min, max: facets.price.max }}
            value={filter.price}
            onApply={(range) =>
              update({ filter: (current) => setEntry(current, 'price', range?.map(String)) })
            }
          />
        )}
        <RatingFilter
          rating={rating}
          onChoose={(stars) => update({ filter: (current) => setEntry(current, 'rating', [String(stars)]) })}
        />
        <SaleFilter
          checked={filter.sale?.[0] === 'true'}
          onChange={(checked) =>
            update({ filter: (current) => setEntry(current, 'sale', checked ? ['true'] : undefined) })
          }
        />
        <AfterHydration>
          <Suspense fallback={null}>
            <MySizeFilter filter={filter} onChange={(change) => update({ filter: change })} />
          </Suspense>
        </AfterHydration>
        {facets.attributes.map((attribute) => (
          <CheckboxGroup
            key={attribute.slug}
            legend={attribute.name}
            name={attribute.slug}
            options={attribute.terms.map(option)}
            selected={filter[attribute.slug] ?? []}
            onToggle={(slug) => update({ filter: (current) => toggleValue(current, attribute.slug, slug) })}
          />
        ))}
        {active && (
          <button type="button" className="button button-secondary" onClick={() => update({ filter: {} })}>
            {t('catalogue.clearFilters')}
          </button>
        )}
        <ShowResultsButton total={total} onClose={() => setOpen(false)} />
      </div>
    </aside>
  );
}
