import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useTranslation } from '../i18n/useTranslation.ts';
import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { ProductRouteQuery } from '../__generated__/ProductRouteQuery.graphql.ts';
import { ErrorPage } from '../features/errors/ErrorPage.tsx';
import { ProductPage } from '../features/product/ProductPage.tsx';
import { preloadQuery } from '../relay/preload.ts';

const query = graphql`
  query ProductRouteQuery($slug: ID!) {
    product(id: $slug, idType: SLUG) {
      ...ProductPage_product
    }
    storeSettings {
      ...ProductPage_settings
    }
  }
`;

export function loader({ params }: LoaderFunctionArgs) {
  if (!params.slug) throw data(null, { status: 404 });
  return preloadQuery<ProductRouteQuery>(query, { slug: params.slug }, 'errors.productNotFound');
}

/** The single product page (behaviour §2); an unknown slug is the 404 page with "Product not found.". */
export function Component() {
  const { t } = useTranslation();
  const reference = useLoaderData() as PreloadedQuery<ProductRouteQuery>;
  const { product, storeSettings } = usePreloadedQuery<ProductRouteQuery>(query, reference);
  if (!product) return <ErrorPage status={404} message={t('errors.productNotFound')} />;
  return <ProductPage productRef={product} settingsRef={storeSettings} />;
}
