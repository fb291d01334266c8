import { commerceDocument } from '../commands/commerce-document.ts';
import type { CommerceTransport } from '../upstreams/commerce-transport.ts';

const productById = commerceDocument<
  { product: { databaseId: number } | null },
  { id: string }
>(`query GatewayProductExists($id: ID!) {
  product(id: $id, idType: DATABASE_ID) { databaseId }
}`);

/**
 * Whether commerce sells product `productId` (published and visible to anyone), as a public read:
 * false only when commerce answered that it has no such product. A commerce that cannot be asked
 * throws, and the caller decides (the wishlist keeps the product rather than fail the shopper).
 */
export async function productExists(transport: CommerceTransport, productId: number): Promise<boolean> {
  const result = await transport(
    { document: productById, variables: { id: String(productId) } },
    { idempotent: true },
  );
  // WooGraphQL answers an unknown id with `product: null` and an error saying so; no data at all
  // is commerce failing, not the shopper's input.
  if (!result.data && result.errors?.length)
    throw new Error(`commerce refused the product read: ${result.errors[0]!.message}`);
  return Boolean((result.data as { product?: { databaseId?: number } | null } | null)?.product?.databaseId);
}
