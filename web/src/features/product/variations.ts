/**
 * Variation picking by behaviour §3's attribute rules: names and values are compared lowercase, a
 * leading `pa_` on names is dropped, hyphens and whitespace are ignored, and an attribute a
 * variation leaves empty matches any value. An attribute position no variation gives a value
 * for counts as "any value" everywhere.
 */
export interface PickerAttribute {
  key: string;
  label: string;
  options: { value: string; label: string }[];
}

export interface PickerVariation {
  databaseId: number;
  attributes: { name: string; value: string }[];
  stockStatus?: string | null;
}

export type Selection = Record<string, string>;

export const attributeKey = (name: string | null | undefined): string =>
  (name ?? '').toLowerCase().replace(/^pa_/, '');
const comparable = (value: string | null | undefined): string =>
  (value ?? '').toLowerCase().replace(/[-\s]/g, '');
export const sameValue = (a: string | null | undefined, b: string | null | undefined): boolean =>
  comparable(a) === comparable(b);

/** The value a variation sets for an attribute, or '' for "any". */
function valueOf(variation: PickerVariation, key: string): string {
  const match = variation.attributes.find(
    (attribute) => comparable(attributeKey(attribute.name)) === comparable(key),
  );
  return match?.value ?? '';
}

/** Attribute keys that no variation gives a value for: any choice fits. */
export function anyPositions(
  attributes: readonly PickerAttribute[],
  variations: readonly PickerVariation[],
): Set<string> {
  return new Set(
    attributes
      .filter((attribute) => variations.every((variation) => valueOf(variation, attribute.key) === ''))
      .map((attribute) => attribute.key),
  );
}

function fits(variation: PickerVariation, selection: Selection): boolean {
  return Object.entries(selection).every(([key, chosen]) => {
    if (!chosen) return true;
    const value = valueOf(variation, key);
    return value === '' || sameValue(value, chosen);
  });
}

/** The variation matching a complete selection, if any. */
export function matchVariation<V extends PickerVariation>(
  attributes: readonly PickerAttribute[],
  variations: readonly V[],
  selection: Selection,
): V | undefined {
  const complete = attributes.every((attribute) => Boolean(selection[attribute.key]));
  if (!complete) return undefined;
  return variations.find((variation) => fits(variation, selection));
}

/** Whether choosing `value` for `key`, with the rest of the selection, can still reach a variation. */
export function isOptionAvailable(
  variations: readonly PickerVariation[],
  selection: Selection,
  key: string,
  value: string,
): boolean {
  return variations.some((variation) => fits(variation, { ...selection, [key]: value }));
}

/** The product's default attributes as a selection, in the picker's option spelling. */
export function defaultSelection(
  attributes: readonly PickerAttribute[],
  defaults: readonly { name?: string | null; value?: string | null }[],
): Selection {
  const selection: Selection = {};
  for (const attribute of attributes) {
    const preset = defaults.find((item) => comparable(attributeKey(item.name)) === comparable(attribute.key));
    const option = attribute.options.find((candidate) => sameValue(candidate.value, preset?.value));
    if (option) selection[attribute.key] = option.value;
  }
  return selection;
}

/**
 * Whether choosing `value` for `key`, with the rest of the selection, reaches a variation she can
 * buy now: a size sold out says so on its button before she picks it (gateway fit README).
 */
export function isOptionInStock(
  variations: readonly PickerVariation[],
  selection: Selection,
  key: string,
  value: string,
): boolean {
  return variations.some(
    (variation) =>
      variation.stockStatus !== 'OUT_OF_STOCK' && fits(variation, { ...selection, [key]: value }),
  );
}

/** The selection with her size chosen, when the product is sold in it (an option of `size`). */
export function withMySize(
  attributes: readonly PickerAttribute[],
  selection: Selection,
  mySize: string | undefined,
  sizeKey = 'size',
): Selection {
  const option = attributes
    .find((attribute) => attribute.key === sizeKey)
    ?.options.find((candidate) => sameValue(candidate.value, mySize));
  return option ? { ...selection, [sizeKey]: option.value } : selection;
}
