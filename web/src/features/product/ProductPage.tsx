import { useCallback, useEffect, useState } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { useTranslation } from '../../i18n/useTranslation.ts';
import type {
  ProductPage_product$data,
  ProductPage_product$key,
} from '../../__generated__/ProductPage_product.graphql.ts';
import type { ProductPage_settings$key } from '../../__generated__/ProductPage_settings.graphql.ts';
import { AppLink } from '../../lib/AppLink.tsx';
import { ProductGrid } from '../catalogue/ProductGrid.tsx';
import { priceView } from '../catalogue/price.ts';
import { PageMeta } from '../seo/PageMeta.tsx';
import { Gallery, type GalleryImage } from './Gallery.tsx';
import { ProductJsonLd } from './ProductJsonLd.tsx';
import { ProductAttributes } from './ProductAttributes.tsx';
import { PurchasePanel, type VariationImage } from './PurchasePanel.tsx';
import { Reviews } from './Reviews.tsx';
import styles from './ProductPage.module.css';
import { plainText } from '../../lib/plain-text.ts';
import { HydrationRegion } from '../../app/hydration.tsx';

// Stock changes with every sale: read it fresh from the back end, never from a cache (behaviour §2).
// Fetched only into the store: PurchasePanel and Availability read these records.
const stockQuery = graphql`
  # eslint-disable-next-line relay/unused-fields -- fetched into the store for PurchasePanel
  query ProductPageStockQuery($slug: ID!) {
    product(id: $slug, idType: SLUG) {
      ... on InventoriedProduct {
        stockStatus
        stockQuantity
      }
      ... on VariableProduct {
        variations(first: 100) {
          nodes {
            stockStatus
            stockQuantity
          }
        }
      }
    }
  }
`;

const productFragment = graphql`
  fragment ProductPage_product on Product {
    name
    slug
    sku
    onSale
    averageRating
    reviewCount
    description
    shortDescription
    image {
      id
      sourceUrl(size: WOOCOMMERCE_SINGLE)
      altText
    }
    galleryImages(first: 20) {
      nodes {
        id
        sourceUrl(size: WOOCOMMERCE_SINGLE)
        altText
      }
    }
    productCategories(first: 20) {
      nodes {
        slug
        name
      }
    }
    ... on ProductWithPricing {
      price(format: RAW)
      regularPrice(format: RAW)
      salePrice(format: RAW)
    }
    ... on InventoriedProduct {
      stockStatus
    }
    related(first: 5) {
      nodes {
        ...ProductGrid_products
      }
    }
    ...PurchasePanel_product
    ...ProductAttributes_product
    ...Reviews_product
  }
`;

// The store settings of the page; autoOpenCart is the cart actor's (the shell reads it).
const settingsFragment = graphql`
  fragment ProductPage_settings on StoreSettings {
    showSku
    showReviews
    showRelatedProducts
    showBreadcrumb
    showProductCategories
  }
`;

type Product = ProductPage_product$data;

/** Reads the product's stock fresh into the store (`stockQuery`) each time its page opens. */
function useFreshStock(slug: string | null | undefined) {
  const environment = useRelayEnvironment();
  useEffect(() => {
    if (!slug) return;
    const subscription = fetchQuery(
      environment,
      stockQuery,
      { slug },
      { fetchPolicy: 'network-only' },
    ).subscribe({});
    return () => subscription.unsubscribe();
  }, [environment, slug]);
}

/** The main image and up to 19 more from the gallery; a chosen variation's own image goes first. */
function pageImages(
  product: Product,
  name: string,
  variationImage: VariationImage | undefined,
): GalleryImage[] {
  const base: GalleryImage[] = [product.image, ...(product.galleryImages?.nodes ?? [])]
    .flatMap((image) =>
      image ? [{ key: image.id, source: image.sourceUrl, alt: image.altText || name }] : [],
    )
    .slice(0, 20);
  return variationImage
    ? [{ key: 'variation', source: variationImage.source, alt: variationImage.alt }, ...base]
    : base;
}

/** A product category as the product page links to it. */
interface CategoryLink {
  slug?: string | null;
  name?: string | null;
}

/** Home › Shop › the product's first category › the product. */
function ProductBreadcrumb({
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

/** The SKU and the category links, each where the store settings show it. */
function ProductFacts({
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

export function ProductPage({
  productRef,
  settingsRef,
}: {
  productRef: ProductPage_product$key;
  settingsRef: ProductPage_settings$key;
}) {
  const { t } = useTranslation();
  const product = useFragment(productFragment, productRef);
  const settings = useFragment(settingsFragment, settingsRef);
  const [variationImage, setVariationImage] = useState<VariationImage>();
  const onImage = useCallback((image: VariationImage | undefined) => setVariationImage(image), []);

  useFreshStock(product.slug);

  const name = product.name ?? '';
  const { price, regularPrice, salePrice, onSale } = product;
  const images = pageImages(product, name, variationImage);
  const categories = product.productCategories?.nodes ?? [];
  const firstCategory = categories[0];
  const summary =
    plainText(product.shortDescription ?? '') || plainText(product.description ?? '').slice(0, 160);

  return (
    <article className={`container page ${styles.page}`}>
      <PageMeta title={name} description={summary} image={product.image?.sourceUrl} type="product" />
      <ProductJsonLd
        name={name}
        description={summary}
        sku={product.sku}
        image={product.image?.sourceUrl}
        price={priceView({ price, regularPrice, salePrice, onSale }) && price}
        stockStatus={product.stockStatus}
        rating={
          product.reviewCount ? { value: product.averageRating ?? 0, count: product.reviewCount } : undefined
        }
      />
      {settings.showBreadcrumb && <ProductBreadcrumb firstCategory={firstCategory} name={name} />}
      <div className={styles.top}>
        <Gallery images={images} activeKey={variationImage ? 'variation' : undefined} />
        <div className={styles.summary}>
          <h1>{name}</h1>
          {summary && <p className={styles.lead}>{summary}</p>}
          <PurchasePanel productRef={product} onImage={onImage} />
          <ProductFacts
            sku={product.sku}
            categories={categories}
            showSku={settings.showSku}
            showCategories={settings.showProductCategories}
          />
        </div>
      </div>
      <section className={styles.description} aria-labelledby="description-heading">
        <h2 id="description-heading">{t('product.description')}</h2>
        <p>{plainText(product.description ?? '')}</p>
      </section>
      <ProductAttributes productRef={product} />
      <HydrationRegion>{settings.showReviews && <Reviews productRef={product} />}</HydrationRegion>
      {settings.showRelatedProducts && (product.related?.nodes.length ?? 0) > 0 && (
        <HydrationRegion>
          <section className={styles.related} aria-labelledby="related-heading">
            <h2 id="related-heading">{t('product.related')}</h2>
            <ProductGrid productsRef={product.related?.nodes ?? []} eagerCount={0} actions row />
          </section>
        </HydrationRegion>
      )}
    </article>
  );
}

/** Descriptions arrive as HTML from the back end; shown as text so no markup from it runs. */
