import type { CommerceContext } from '../../graphql/context.ts';
import { toGlobalId } from '../../graphql/ids.ts';
import { parseJson, type ProductRecord, type TermRecord, type VariationAttributeValue } from '../records.ts';
import type { LanguageSlug } from '../../i18n/languages.ts';
import {
  attributeLabel,
  attributeValueText,
  languageOf,
  termText,
  type Localizable,
} from '../../i18n/localized.ts';
import { translations } from '../../i18n/translations.ts';

export interface AttributeRecord {
  __typename: 'GlobalProductAttribute' | 'LocalProductAttribute';
  id: string;
  attributeId: number;
  name: string;
  label: string;
  slug: string | null;
  options: string[];
  position: number;
  visible: boolean;
  variation: boolean;
  scope: 'GLOBAL' | 'LOCAL';
  /** Global attributes: the product's terms of the taxonomy, in the attribute's option order. */
  termRecords: TermRecord[];
}

/**
 * A product's attributes as WooGraphQL answers them: a global attribute is named by its taxonomy
 * ("pa_size"), labelled by its attribute ("Size"), and lists term slugs as options; a local one
 * carries its own option texts, in the product's language.
 */
export function productAttributes(
  ctx: CommerceContext,
  product: ProductRecord & Localizable,
): AttributeRecord[] {
  const language = languageOf(product, ctx);
  return ctx.catalogue.attributesOf(product.id).map((row) => {
    const options = parseJson<string[]>(row.options, []);
    const taxonomy = row.attribute_taxonomy_id
      ? ctx.catalogue.attributeTaxonomyById(row.attribute_taxonomy_id)
      : undefined;
    const common = {
      id: toGlobalId('pa_attribute', `${product.id}:${row.position}`),
      name: row.name,
      options,
      position: row.position,
      visible: row.visible === 1,
      variation: row.variation === 1,
    };
    if (!taxonomy) {
      return {
        ...common,
        // A local attribute's options are the product's own texts, so a translated product has
        // them in its language (WPML translates them with the product): "Vanille", not "Vanilla".
        options: options.map((option) => attributeValueText(ctx, row.name, option, language)),
        __typename: 'LocalProductAttribute',
        attributeId: 0,
        label: attributeLabel(ctx, row.name, language),
        slug: null,
        scope: 'LOCAL',
        termRecords: [],
      };
    }
    const termRecords = options
      .map((slug) => ctx.catalogue.termBySlug(taxonomy.taxonomy, slug))
      .filter((term): term is TermRecord => term !== undefined);
    return {
      ...common,
      __typename: 'GlobalProductAttribute',
      attributeId: taxonomy.id,
      label: translations.attribute(ctx.db, taxonomy.id, language) ?? taxonomy.name,
      slug: taxonomy.taxonomy,
      scope: 'GLOBAL',
      termRecords,
    };
  });
}

export interface VariationAttributeRecord {
  id: string;
  attributeId: number;
  name: string;
  label: string;
  value: string;
}

/** Attribute values of a variation (or a product's defaults); "" is "any value". */
export function variationAttributeValues(
  ctx: CommerceContext,
  owner: string,
  values: VariationAttributeValue[],
  language: LanguageSlug = languageOf(undefined, ctx),
): VariationAttributeRecord[] {
  return values.map((entry) => {
    const taxonomy = ctx.catalogue.attributeTaxonomy(entry.name);
    return {
      id: toGlobalId('variation_attribute', `${owner}||${entry.name}||${entry.value}`),
      attributeId: taxonomy?.id ?? 0,
      name: entry.name,
      label: attributeLabel(ctx, entry.name, language),
      // A local attribute's value is its option text, in the language of the product's options.
      value: attributeValueText(ctx, entry.name, entry.value, language),
    };
  });
}

/** "M, Short" for a variation's name, from its attribute values' term names in `language`. */
export function describeValues(
  ctx: CommerceContext,
  values: VariationAttributeValue[],
  language: LanguageSlug = languageOf(undefined, ctx),
): string {
  return values
    .filter((entry) => entry.value !== '')
    .map((entry) => {
      const term = ctx.catalogue.termBySlug(entry.name, entry.value);
      return term
        ? termText({ ...term, __language: language }, ctx).name
        : attributeValueText(ctx, entry.name, entry.value, language);
    })
    .join(', ');
}
