import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useTranslation } from '../i18n/useTranslation.ts';
import { useLoaderData } from 'react-router-dom';
import type { HomeRouteQuery } from '../__generated__/HomeRouteQuery.graphql.ts';
import { ProductGrid } from '../features/catalogue/ProductGrid.tsx';
import { Benefits } from '../features/home/Benefits.tsx';
import { CategoryTiles } from '../features/home/CategoryTiles.tsx';
import { Hero } from '../features/home/Hero.tsx';
import { HomeFaq } from '../features/home/HomeFaq.tsx';
import { PageMeta } from '../features/seo/PageMeta.tsx';
import { localeOfPath } from '../i18n/locales.ts';
import { useLocale } from '../i18n/useLocale.ts';
import { AppLink } from '../lib/AppLink.tsx';
import { preloadQuery } from '../relay/preload.ts';
import styles from '../features/home/Home.module.css';
import { HydrationRegion } from '../app/hydration.tsx';

const query = graphql`
  query HomeRouteQuery($themed: Boolean!) {
    productCategories(first: 8, where: { orderby: COUNT, order: DESC, hideEmpty: true }) {
      ...CategoryTiles_categories
    }
    featured: catalogue(orderby: "rating", order: "DESC", perPage: 8) {
      products {
        ...ProductGrid_products
      }
    }
    sale: catalogue(filter: "sale[true]", orderby: "discount", order: "DESC", perPage: 4) {
      products {
        ...ProductGrid_products
      }
    }
    # Optional rows: a shop without the category answers an empty row, which is left out, and the
    # home renders (behaviour §2: a 404 is only for a path that names nothing).
    autumn: catalogue(category: "seasonal", perPage: 4, optional: true) @include(if: $themed) {
      products {
        ...ProductGrid_products
      }
    }
    holiday: catalogue(category: "glitter", perPage: 4, optional: true) @include(if: $themed) {
      products {
        ...ProductGrid_products
      }
    }
  }
`;

// Behaviour §1: only the English variant has the two uppercase themed-collection headings.
const themedLocale = 'en';

export function loader({ request }: { request: Request }) {
  const themed = localeOfPath(new URL(request.url).pathname) === themedLocale;
  return preloadQuery<HomeRouteQuery>(query, { themed });
}

function Row({
  title,
  link,
  products,
  themed,
}: {
  title: string;
  link: string;
  products: HomeRouteQuery['response']['sale']['products'];
  themed?: boolean;
}) {
  const { t } = useTranslation();
  if (products.length === 0) return null;
  return (
    <HydrationRegion>
      <section className={`container ${styles.section}`}>
        <div className={styles.sectionHead}>
          <h2 className={themed ? styles.themed : undefined}>{title}</h2>
          <AppLink to={link}>{t('home.viewAll')}</AppLink>
        </div>
        <ProductGrid productsRef={products} eagerCount={0} />
      </section>
    </HydrationRegion>
  );
}

export function Component() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const reference = useLoaderData() as PreloadedQuery<HomeRouteQuery>;
  const data = usePreloadedQuery<HomeRouteQuery>(query, reference);
  return (
    <>
      <PageMeta title={t('meta.tagline')} />
      <Hero />
      <Benefits />
      {data.productCategories && (
        <section className={`container ${styles.section}`} aria-labelledby="styles-title">
          <h2 id="styles-title">{t('home.categoriesTitle')}</h2>
          <CategoryTiles categoriesRef={data.productCategories} />
        </section>
      )}
      <Row
        title={t('home.featuredTitle')}
        link="/products?orderby=rating&order=DESC"
        products={data.featured.products}
      />
      {locale === themedLocale && data.autumn && (
        <Row
          themed
          title={t('home.themedA')}
          link="/product-category/seasonal"
          products={data.autumn.products}
        />
      )}
      <Row title={t('home.saleTitle')} link="/products?filter=sale%5Btrue%5D" products={data.sale.products} />
      {locale === themedLocale && data.holiday && (
        <Row
          themed
          title={t('home.themedB')}
          link="/product-category/glitter"
          products={data.holiday.products}
        />
      )}
      <HydrationRegion>
        <HomeFaq />
      </HydrationRegion>
    </>
  );
}
