import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { Filters_facets$key } from '../../__generated__/Filters_facets.graphql.ts';
import { categoryTree } from './category-tree.ts';
import { setEntry, toggleValue } from './listing-params.ts';
import { CheckboxGroup, type CheckboxOption } from './CheckboxGroup.tsx';
import { PriceFilter } from './PriceFilter.tsx';
import { useListingNavigation } from './useListingNavigation.ts';
import styles from './Filters.module.css';

/** A category or attribute term facet as a checkbox: what the group shows of it. */
const option = ({ slug, name, count }: CheckboxOption): CheckboxOption => ({ slug, name, count });

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
  const facets = useFragment(
    graphql`
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
    `,
    facetsRef,
  );
  const { filter, update, params } = useListingNavigation(categorySlug);
  const rating = filter.rating?.[0] ?? '';
  const active = Object.keys(filter).length > 0;
  return (
    <aside className={styles.filters} aria-labelledby="filters-heading">
      <div className={styles.head}>
        <h2 id="filters-heading" className={styles.title}>
          {t('catalogue.filters')}
        </h2>
        <button
          type="button"
          className={`button button-secondary ${styles.toggle}`}
          aria-expanded={open}
          aria-controls="filter-panel"
          onClick={() => setOpen((value) => !value)}
        >
          {open ? t('catalogue.closeFilters') : t('catalogue.openFilters')}
        </button>
      </div>
      <div id="filter-panel" className={`${styles.panel} ${open ? styles.open : ''}`}>
        {facets.categories.length > 0 && (
          <CheckboxGroup
            legend={t('catalogue.category')}
            name="category"
            options={categoryTree(
              facets.categories.map(({ slug, name, count, parent }) => ({ slug, name, count, parent })),
            ).map((category) => ({
              ...option(category),
              depth: category.depth,
            }))}
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
        <fieldset className={styles.group}>
          <legend>{t('catalogue.rating')}</legend>
          {[4, 3, 2, 1].map((stars) => (
            <label key={stars} className={styles.option}>
              <input
                type="radio"
                name="rating"
                value={stars}
                checked={rating === String(stars)}
                onChange={() => update({ filter: (current) => setEntry(current, 'rating', [String(stars)]) })}
              />
              {t('catalogue.ratingAtLeast', { rating: stars, count: stars })}
            </label>
          ))}
        </fieldset>
        <fieldset className={styles.group}>
          <legend>{t('catalogue.sale')}</legend>
          <label className={styles.option}>
            <input
              type="checkbox"
              checked={filter.sale?.[0] === 'true'}
              onChange={(event) =>
                update({
                  filter: (current) => setEntry(current, 'sale', event.target.checked ? ['true'] : undefined),
                })
              }
            />
            {t('catalogue.saleOnly')}
          </label>
        </fieldset>
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
        {/* On a phone the open panel is taller than the screen: this stays at its foot, closes
            it and brings the results into view. Desktop shows the panel beside the results. */}
        <div className={styles.showResults}>
          <button
            type="button"
            className="button"
            onClick={() => {
              setOpen(false);
              document.getElementById('results-heading')?.parentElement?.scrollIntoView({ block: 'start' });
            }}
          >
            {t('catalogue.showResults', { count: total })}
          </button>
        </div>
      </div>
    </aside>
  );
}
