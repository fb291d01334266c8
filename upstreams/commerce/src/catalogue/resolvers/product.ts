import { connectionFromArray, type ConnectionArgs } from '../../graphql/connection.ts';
import type { CommerceContext } from '../../graphql/context.ts';
import { toGlobalId } from '../../graphql/ids.ts';
import { formatMoneyRange, type MoneyFormat } from '../../money.ts';
import { groupedChildren } from '../grouped.ts';
import {
  asProduct,
  parseJson,
  taxonomyOfEnum,
  type ProductRecord,
  type VariationRecord,
} from '../records.ts';
import { productAttributes, variationAttributeValues } from './attributes.ts';
import { bool, renderContent, stockStatusEnum, taxClassEnum, taxStatusEnum, wpDate } from './format.ts';
import { metaData, reviewsConnection, termsConnection } from './shared.ts';
import { languageFields } from '../../i18n/language-fields.ts';
import { inheritLanguage, languageOf, productText, type Localizable } from '../../i18n/localized.ts';
import type { LanguageSlug } from '../../i18n/languages.ts';
import { translations } from '../../i18n/translations.ts';

type Args = ConnectionArgs & { format?: MoneyFormat; where?: Record<string, unknown> | null };
type Ctx = CommerceContext;

/**
 * Fields every product type shares (the Product interface and its companions). Texts are in the
 * record's language (src/i18n/localized.ts); records returned below inherit it.
 */
export const productFields = inheritLanguage({
  id: (p: ProductRecord) => toGlobalId('product', p.id),
  databaseId: (p: ProductRecord) => p.id,
  type: (p: ProductRecord) => (p.__typename === 'GroupProduct' ? 'GROUPED' : p.type.toUpperCase()),
  name: (p: ProductRecord, _: unknown, ctx: Ctx) => productText(p, ctx).name,
  description: (p: ProductRecord, args: { format?: string }, ctx: Ctx) =>
    renderContent(productText(p, ctx).description, args.format),
  shortDescription: (p: ProductRecord, args: { format?: string }, ctx: Ctx) =>
    renderContent(productText(p, ctx).shortDescription, args.format),
  ...languageFields<ProductRecord>((p, ctx) => translations.productLanguages(ctx.db, p.id)),
  date: (p: ProductRecord) => wpDate(p.created_at),
  modified: (p: ProductRecord) => wpDate(p.modified_at),
  featured: (p: ProductRecord) => bool(p.featured),
  catalogVisibility: (p: ProductRecord) => p.visibility.toUpperCase(),
  onSale: (p: ProductRecord) => bool(p.on_sale),
  // External products are bought elsewhere; the rest need a price and a public status.
  purchasable: (p: ProductRecord) => p.type !== 'external' && p.status === 'publish' && p.price_min !== null,
  virtual: (p: ProductRecord) => bool(p.virtual),
  downloadable: (p: ProductRecord) => bool(p.downloadable),
  averageRating: (p: ProductRecord) => Math.round(p.average_rating * 100) / 100,
  reviewCount: (p: ProductRecord) => p.review_count,
  reviewsAllowed: (p: ProductRecord) => bool(p.reviews_allowed),
  totalSales: (p: ProductRecord) => p.total_sales,
  link: (p: ProductRecord, _: unknown, ctx: Ctx) => `${ctx.runtime.publicUrl()}/product/${p.slug}/`,
  uri: (p: ProductRecord) => `/product/${p.slug}/`,
  image: (p: ProductRecord, _: unknown, ctx: Ctx) => ctx.catalogue.mediaById(p.image_id),
  galleryImages: (p: ProductRecord, args: Args, ctx: Ctx) =>
    connectionFromArray(ctx.catalogue.galleryOf(p.id), args),
  productCategories: (p: ProductRecord, args: Args, ctx: Ctx) =>
    termsConnection(ctx.catalogue.termsOfProduct(p.id, ['product_cat']), args),
  terms: (p: ProductRecord, args: Args, ctx: Ctx) => {
    const taxonomies = (args.where?.taxonomies as string[] | undefined)?.map((t) => taxonomyOfEnum[t] ?? t);
    return termsConnection(ctx.catalogue.termsOfProduct(p.id, taxonomies), args);
  },
  related: (p: ProductRecord, args: Args, ctx: Ctx) => {
    const wanted = (args.first ?? 5) + (args.after ? 100 : 0);
    return connectionFromArray(ctx.catalogue.related(p.id, Math.min(wanted, 100)), args, 5);
  },
  reviews: (p: ProductRecord, args: Args, ctx: Ctx) =>
    reviewsConnection(p, ctx.catalogue.reviewsOf(p.id), args),
  metaData: (p: ProductRecord, args: { key?: string; keysIn?: string[]; multiple?: boolean }) =>
    metaData(p.meta, args),
  // Money: a variable product answers its range (as WooGraphQL: "€10.00 - €14.00", raw "10.00,14.00").
  price: (p: ProductRecord, args: Args) => formatMoneyRange(p.price_min, p.price_max, args.format),
  regularPrice: (p: ProductRecord, args: Args) => formatMoneyRange(p.regular_min, p.regular_max, args.format),
  salePrice: (p: ProductRecord, args: Args) =>
    p.on_sale ? formatMoneyRange(p.sale_min, p.sale_max, args.format) : null,
  taxStatus: (p: ProductRecord) => taxStatusEnum(p.tax_status),
  taxClass: (p: ProductRecord) => taxClassEnum(p.tax_class),
  manageStock: (p: ProductRecord) => (p.manage_stock ? 'TRUE' : 'FALSE'),
  stockQuantity: (p: ProductRecord) => (p.manage_stock ? p.stock_quantity : null),
  stockStatus: (p: ProductRecord) => stockStatusEnum(p.stock_status),
  lowStockAmount: (p: ProductRecord) => p.low_stock_amount,
  backorders: (p: ProductRecord) => p.backorders.toUpperCase(),
  backordersAllowed: (p: ProductRecord) => p.backorders !== 'no',
  soldIndividually: (p: ProductRecord) => bool(p.sold_individually),
  shippingRequired: (p: ProductRecord) => !p.virtual,
  attributes: (p: ProductRecord, args: Args, ctx: Ctx) =>
    connectionFromArray(productAttributes(ctx, p), args),
  downloadLimit: (p: ProductRecord) => p.download_limit,
  downloadExpiry: (p: ProductRecord) => p.download_expiry,
  downloads: (p: ProductRecord & Localizable, _: unknown, ctx: Ctx) => downloadsOf(p.downloads, ctx, p),
});

export function downloadsOf(json: string, ctx?: Ctx, owner?: { __language?: LanguageSlug }) {
  const language = ctx && languageOf(owner, ctx);
  return parseJson<{ id: string; name: string; file: string }[]>(json, []).map((d) => ({
    downloadId: d.id,
    name: ctx && language ? translations.string(ctx.db, 'download', d.name, language) : d.name,
    fileExt: d.file.split('.').pop() ?? null,
  }));
}

export const variableProductFields = inheritLanguage({
  variations: (p: ProductRecord, args: Args, ctx: Ctx) => {
    let variations = ctx.catalogue.variationsOf(p.id);
    const statuses = (args.where?.stockStatus as string[] | undefined)?.map((s) =>
      s.toLowerCase().replace(/_/g, ''),
    );
    if (statuses?.length) variations = variations.filter((v) => statuses.includes(v.stock_status));
    return connectionFromArray(variations, args, 100);
  },
  defaultAttributes: (p: ProductRecord, args: Args, ctx: Ctx) =>
    connectionFromArray(
      variationAttributeValues(
        ctx,
        `default:${p.id}`,
        parseJson(p.default_attributes, []),
        languageOf(p as ProductRecord & { __language?: LanguageSlug }, ctx),
      ),
      args,
    ),
});

/** GroupProduct: its children (WooGraphQL `products`), each a product of its own. */
export const groupProductFields = inheritLanguage({
  products: (p: ProductRecord, args: Args, ctx: Ctx) =>
    connectionFromArray(groupedChildren(ctx.db, p).map(asProduct), args, 100),
  addToCartText: () => 'View products',
});

export const externalProductFields = {
  externalUrl: (p: ProductRecord) => p.external_url,
  buttonText: (p: ProductRecord, _: unknown, ctx: Ctx) => productText(p, ctx).buttonText ?? 'Buy product',
};

export type { VariationRecord };
