import { describeValues } from '../catalogue/resolvers/attributes.ts';
import { parseJson, type VariationAttributeValue } from '../catalogue/records.ts';
import type { CommerceContext } from '../graphql/context.ts';
import type { Db } from '../db/database.ts';
import { defaultLanguage, parseLanguage, type LanguageSlug } from './languages.ts';
import { productText } from './localized.ts';

/** WPML's order meta key for the language an order was placed in. */
export const orderLanguageKey = 'wpml_language';

/** Keeps the checkout's language on the order, so later mails about it use it too. */
export function rememberOrderLanguage(db: Db, orderId: number, language: LanguageSlug): void {
  const row = db.prepare('SELECT meta FROM orders WHERE id = ?').get(orderId) as { meta: string } | undefined;
  if (!row) return;
  const meta = parseJson<{ key: string; value: string }[]>(row.meta, []).filter(
    (entry) => entry.key !== orderLanguageKey,
  );
  meta.push({ key: orderLanguageKey, value: language });
  db.prepare('UPDATE orders SET meta = ? WHERE id = ?').run(JSON.stringify(meta), orderId);
}

export function orderLanguage(order: { meta: { key: string; value: string }[] }): LanguageSlug {
  return parseLanguage(order.meta.find((entry) => entry.key === orderLanguageKey)?.value) ?? defaultLanguage;
}

/**
 * An order line's name in a language: the product's name there, plus the term names of every
 * attribute the shopper chose ("Press-on-Nägel … - Mittel, M, Glänzend"), "any value" attributes
 * included: the line keeps the choice (behaviour §3), the variation itself leaves them empty. The
 * stored name (the English one at checkout) is the fallback for a product deleted since.
 */
export function lineName(
  ctx: CommerceContext,
  item: {
    productId: number;
    variationId: number | null;
    name: string;
    variation?: { attributeName: string; attributeValue: string }[];
  },
  language: LanguageSlug,
): string {
  const product = ctx.catalogue.productById(item.productId);
  if (!product) return item.name;
  const name = productText({ ...product, __language: language }, ctx).name;
  const described = describeValues(ctx, chosenValues(ctx, item), language);
  return described ? `${name} - ${described}` : name;
}

/**
 * The attribute values a line was bought with: its own choices when it kept them, else its
 * variation's values (lines stored before choices were kept).
 */
export function chosenValues(
  ctx: CommerceContext,
  item: { variationId: number | null; variation?: { attributeName: string; attributeValue: string }[] },
): VariationAttributeValue[] {
  if (item.variation?.length)
    return item.variation.map((choice) => ({ name: choice.attributeName, value: choice.attributeValue }));
  const variation = item.variationId ? ctx.catalogue.variationById(item.variationId) : undefined;
  return variation ? parseJson<VariationAttributeValue[]>(variation.attributes, []) : [];
}
