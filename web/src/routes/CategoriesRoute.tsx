import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useTranslation } from '../i18n/useTranslation.ts';
import { useLoaderData } from 'react-router-dom';
import type { CategoriesRouteQuery } from '../__generated__/CategoriesRouteQuery.graphql.ts';
import { CategoryTiles } from '../features/home/CategoryTiles.tsx';
import { PageMeta } from '../features/seo/PageMeta.tsx';
import { preloadQuery } from '../relay/preload.ts';

const query = graphql`
  query CategoriesRouteQuery {
    productCategories(first: 100, where: { orderby: COUNT, order: DESC, hideEmpty: true }) {
      ...CategoryTiles_categories
    }
  }
`;

export function loader() {
  return preloadQuery<CategoriesRouteQuery>(query, {});
}

/** Every category with its image and product count (behaviour §2 categories page). */
export function Component() {
  const { t } = useTranslation();
  const reference = useLoaderData() as PreloadedQuery<CategoriesRouteQuery>;
  const { productCategories } = usePreloadedQuery<CategoriesRouteQuery>(query, reference);
  return (
    <article className="container page">
      <PageMeta title={t('pages.categories')} description={t('categoryIndex.intro')} />
      <h1>{t('pages.categories')}</h1>
      <p>{t('categoryIndex.intro')}</p>
      {productCategories && <CategoryTiles categoriesRef={productCategories} />}
    </article>
  );
}
