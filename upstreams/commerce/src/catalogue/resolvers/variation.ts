import { connectionFromArray, type ConnectionArgs } from '../../graphql/connection.ts';
import type { CommerceContext } from '../../graphql/context.ts';
import { toGlobalId } from '../../graphql/ids.ts';
import { formatMoney, type MoneyFormat } from '../../money.ts';
import { parseJson, type VariationAttributeValue, type VariationRecord } from '../records.ts';
import { describeValues, variationAttributeValues } from './attributes.ts';
import { bool, renderContent, stockStatusEnum, wpDate } from './format.ts';
import { downloadsOf } from './product.ts';
import { activeSalePrice } from '../pricing.ts';
import { inheritLanguage, languageOf, productText, type Localizable } from '../../i18n/localized.ts';

type Ctx = CommerceContext;
const values = (v: VariationRecord) => parseJson<VariationAttributeValue[]>(v.attributes, []);
const parent = (v: VariationRecord, ctx: Ctx) => ctx.catalogue.productById(v.product_id);

/** ProductVariation: its own price and stock; name, slug and dimensions come from the parent. */
export const variationFields = inheritLanguage({
  id: (v: VariationRecord) => toGlobalId('product_variation', v.id),
  databaseId: (v: VariationRecord) => v.id,
  name: (v: VariationRecord & Localizable, _: unknown, ctx: Ctx) => {
    const language = languageOf(v, ctx);
    const described = describeValues(ctx, values(v), language);
    const product = parent(v, ctx);
    const name = product ? productText({ ...product, __language: language }, ctx).name : '';
    return described ? `${name} - ${described}` : name;
  },
  slug: (v: VariationRecord, _: unknown, ctx: Ctx) =>
    [
      parent(v, ctx)?.slug ?? 'variation',
      ...values(v)
        .map((entry) => entry.value)
        .filter(Boolean),
    ].join('-'),
  type: () => 'VARIATION',
  description: (v: VariationRecord, args: { format?: string }) => renderContent(v.description, args.format),
  date: (v: VariationRecord) => wpDate(v.created_at),
  modified: (v: VariationRecord) => wpDate(v.modified_at),
  onSale: (v: VariationRecord) => activeSalePrice(v.regular_price, v.sale_price) !== null,
  purchasable: (v: VariationRecord) => v.status === 'publish',
  virtual: (v: VariationRecord) => bool(v.virtual),
  downloadable: (v: VariationRecord) => bool(v.downloadable),
  hasAttributes: (v: VariationRecord) => values(v).length > 0,
  image: (v: VariationRecord, _: unknown, ctx: Ctx) =>
    ctx.catalogue.mediaById(v.image_id ?? parent(v, ctx)?.image_id),
  metaData: () => [],
  price: (v: VariationRecord, args: { format?: MoneyFormat }) =>
    formatMoney(activeSalePrice(v.regular_price, v.sale_price) ?? v.regular_price, args.format),
  regularPrice: (v: VariationRecord, args: { format?: MoneyFormat }) =>
    formatMoney(v.regular_price, args.format),
  salePrice: (v: VariationRecord, args: { format?: MoneyFormat }) =>
    formatMoney(activeSalePrice(v.regular_price, v.sale_price), args.format),
  taxStatus: () => 'TAXABLE',
  taxClass: () => 'STANDARD',
  manageStock: (v: VariationRecord) => (v.manage_stock ? 'TRUE' : 'FALSE'),
  stockQuantity: (v: VariationRecord) => (v.manage_stock ? v.stock_quantity : null),
  stockStatus: (v: VariationRecord) => stockStatusEnum(v.stock_status),
  lowStockAmount: (v: VariationRecord) => v.low_stock_amount,
  backorders: (v: VariationRecord) => v.backorders.toUpperCase(),
  backordersAllowed: (v: VariationRecord) => v.backorders !== 'no',
  soldIndividually: () => false,
  weight: (v: VariationRecord, _: unknown, ctx: Ctx) => v.weight ?? parent(v, ctx)?.weight ?? null,
  length: (v: VariationRecord, _: unknown, ctx: Ctx) => parent(v, ctx)?.length ?? null,
  width: (v: VariationRecord, _: unknown, ctx: Ctx) => parent(v, ctx)?.width ?? null,
  height: (v: VariationRecord, _: unknown, ctx: Ctx) => parent(v, ctx)?.height ?? null,
  shippingRequired: (v: VariationRecord) => !v.virtual,
  downloadLimit: (v: VariationRecord, _: unknown, ctx: Ctx) => parent(v, ctx)?.download_limit ?? null,
  downloadExpiry: (v: VariationRecord, _: unknown, ctx: Ctx) => parent(v, ctx)?.download_expiry ?? null,
  downloads: (v: VariationRecord & Localizable, _: unknown, ctx: Ctx) => downloadsOf(v.downloads, ctx, v),
  attributes: (v: VariationRecord, args: ConnectionArgs, ctx: Ctx) =>
    connectionFromArray(
      variationAttributeValues(ctx, `variation:${v.id}`, values(v), languageOf(v as Localizable, ctx)),
      args,
    ),
  parent: (v: VariationRecord, _: unknown, ctx: Ctx) => {
    const node = parent(v, ctx);
    return node ? { node } : null;
  },
  parentId: (v: VariationRecord) => toGlobalId('product', v.product_id),
  parentDatabaseId: (v: VariationRecord) => v.product_id,
});
