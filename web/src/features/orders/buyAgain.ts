import type { AddToCartInput } from '@nails/machines/cartMachine';
import { attributeKey } from '../product/variations.ts';

/** An order's line as "buy again" reads it (BuyAgain's fragment). */
export interface BoughtLine {
  productId?: number | null;
  variationId?: number | null;
  quantity?: number | null;
  /** What WooCommerce stored with the line: a variation's "any value" choices ("pa_finish" → "matte"). */
  metaData?: readonly ({ key: string; value?: string | null } | null | undefined)[] | null;
  product?: { node: { name?: string | null; stockStatus?: string | null } } | null;
  variation?: {
    node: {
      name?: string | null;
      stockStatus?: string | null;
      attributes?: { nodes: readonly { name?: string | null; value?: string | null }[] } | null;
    };
  } | null;
}

export type NotAddedReason = 'noLongerSold' | 'outOfStock';

export interface BuyAgainPlan {
  adds: { name: string; input: AddToCartInput }[];
  notAdded: { name: string; reason: NotAddedReason }[];
}

const lineName = (line: BoughtLine): string => line.variation?.node.name ?? line.product?.node.name ?? '';

/**
 * The variation's attributes as the order stored them: a value the variation leaves open ("any
 * finish") is the one the shopper chose, kept in the line's meta under the attribute's name, as
 * WooCommerce keeps it; without it the add would ask the shopper to choose again.
 */
function chosenAttributes(line: BoughtLine): AddToCartInput['variation'] {
  const meta = new Map(
    (line.metaData ?? []).flatMap((entry) =>
      entry?.value ? [[attributeKey(entry.key), entry.value] as const] : [],
    ),
  );
  return (line.variation?.node.attributes?.nodes ?? []).flatMap((attribute) => {
    if (!attribute.name) return [];
    const value = attribute.value || meta.get(attributeKey(attribute.name)) || '';
    return [{ attributeName: attribute.name, attributeValue: value }];
  });
}

/**
 * What "buy again" asks the cart for: each line of the order with the same product, variation,
 * options and quantity, in the order's order. A product or variation the shop no longer sells
 * (commerce answers no node for it) or that is out of stock is named with its reason instead of
 * being dropped without a word.
 */
export function buyAgainPlan(lines: readonly BoughtLine[]): BuyAgainPlan {
  const plan: BuyAgainPlan = { adds: [], notAdded: [] };
  for (const line of lines) {
    const name = lineName(line);
    const sold = line.productId && line.product && (!line.variationId || line.variation);
    if (!sold) {
      plan.notAdded.push({ name, reason: 'noLongerSold' });
      continue;
    }
    const stock = line.variationId ? line.variation?.node.stockStatus : line.product?.node.stockStatus;
    if (stock === 'OUT_OF_STOCK') {
      plan.notAdded.push({ name, reason: 'outOfStock' });
      continue;
    }
    plan.adds.push({
      name,
      input: {
        productId: line.productId!,
        quantity: Math.max(1, line.quantity ?? 1),
        ...(line.variationId ? { variationId: line.variationId, variation: chosenAttributes(line) } : {}),
      },
    });
  }
  return plan;
}
