import { commerceDocument } from '../commands/commerce-document.ts';
import type { CommerceTransport } from '../upstreams/commerce-transport.ts';
import { commerceLanguage } from '../upstreams/commerce-transport.ts';
import type { AlertItem } from './back-in-stock-model.ts';

type StockStatus = 'IN_STOCK' | 'OUT_OF_STOCK' | 'ON_BACKORDER' | null;

interface ProductStockAnswer {
  product: {
    databaseId: number;
    name: string | null;
    slug: string | null;
    stockStatus?: StockStatus;
    variations?: {
      nodes: { databaseId: number; name: string | null; stockStatus: StockStatus }[];
    } | null;
  } | null;
}

/**
 * A product's stock and its variations', as a public read (no shopper's tokens): what an alert
 * watches. Every variation a set has (the shop sells four sizes) fits one page.
 */
const productStock = commerceDocument<
  ProductStockAnswer,
  { id: string }
>(`query GatewayBackInStockProduct($id: ID!) {
  product(id: $id, idType: DATABASE_ID) {
    databaseId
    name
    slug
    ... on SimpleProduct { stockStatus }
    ... on VariableProduct {
      stockStatus
      variations(first: 100) { nodes { databaseId name stockStatus } }
    }
  }
}`);

export interface ItemStock {
  /** The product's name, or the variation's ("Set – M"), in the language asked. */
  name: string;
  slug: string;
  /** In stock (a backorder is not "back in stock": she would wait all the same). */
  available: boolean;
}

/** The item's stock at commerce; undefined when the product or the variation does not exist. */
export async function itemStock(
  transport: CommerceTransport,
  item: AlertItem,
  locale: string,
): Promise<ItemStock | undefined> {
  const result = await transport(
    { document: productStock, variables: { id: String(item.productId) } },
    { idempotent: true, language: commerceLanguage(locale) },
  );
  const product = (result.data as ProductStockAnswer | null | undefined)?.product;
  // WooGraphQL answers an unknown id with `product: null` and an error saying so; any other
  // failure (no data at all) is commerce's, not the shopper's.
  if (!result.data && result.errors?.length)
    throw new Error(`commerce refused the stock read: ${result.errors[0]!.message}`);
  if (!product?.slug) return undefined;
  const stock = (status: StockStatus | undefined) => status === 'IN_STOCK';
  if (item.variationId === null)
    return { name: product.name ?? product.slug, slug: product.slug, available: stock(product.stockStatus) };
  const variation = product.variations?.nodes.find((node) => node.databaseId === item.variationId);
  if (!variation) return undefined;
  return {
    name: variation.name ?? product.name ?? product.slug,
    slug: product.slug,
    available: stock(variation.stockStatus),
  };
}
