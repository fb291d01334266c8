import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useTranslation } from '../i18n/useTranslation.ts';
import { data, useLoaderData, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import type { ProductsRouteQuery } from '../__generated__/ProductsRouteQuery.graphql.ts';
import { Listing } from '../features/catalogue/Listing.tsx';
import { listingVariables } from '../features/catalogue/listing-params.ts';
import { PageMeta } from '../features/seo/PageMeta.tsx';
import { preloadQuery } from '../relay/preload.ts';

const query = graphql`
  query ProductsRouteQuery(
    $category: String
    $search: String
    $filter: String
    $orderby: String
    $order: String
    $page: Int!
    $perPage: Int
  ) {
    catalogue(
      category: $category
      search: $search
      filter: $filter
      orderby: $orderby
      order: $order
      page: $page
      perPage: $perPage
    ) {
      page
      facets {
        categories {
          slug
          name
        }
      }
      ...Listing_catalogue
    }
  }
`;

/** All products, a category, and their pagers (behaviour §2): one listing query per URL. */
export function loader({ params, request }: LoaderFunctionArgs) {
  const variables = listingVariables(params, new URL(request.url));
  if (!variables) throw data(null, { status: 404 });
  return preloadQuery<ProductsRouteQuery>(query, variables);
}

const humanize = (slug: string) => slug.replace(/-/g, ' ').replace(/^\w/, (letter) => letter.toUpperCase());

export function Component() {
  const { t } = useTranslation();
  const reference = useLoaderData() as PreloadedQuery<ProductsRouteQuery>;
  const { catalogue } = usePreloadedQuery<ProductsRouteQuery>(query, reference);
  const { categorySlug } = useParams();
  const [params] = useSearchParams();
  const search = params.get('search');
  const categoryName = categorySlug
    ? (catalogue.facets.categories.find((category) => category.slug === categorySlug)?.name ??
      humanize(categorySlug))
    : undefined;
  const title = search ? t('catalogue.searchFor', { search }) : (categoryName ?? t('catalogue.title'));
  return (
    <>
      <PageMeta
        title={catalogue.page > 1 ? `${title} – ${t('catalogue.page', { page: catalogue.page })}` : title}
        noindex={Boolean(search || params.get('filter'))}
      />
      <Listing catalogueRef={catalogue} title={title} categorySlug={categorySlug} />
    </>
  );
}
