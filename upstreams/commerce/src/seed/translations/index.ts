import type { CatalogueInput } from '../../catalogue/catalogue-json.ts';
import type { NailSet } from '../nail-sets.ts';
import { accessoryTexts } from './accessory-texts.ts';
import { nailSetTexts } from './nail-set-texts.ts';
import { imageAltStrings } from './image-alts.ts';
import { reviewStrings } from './review-texts.ts';
import { shopStrings } from './shop-strings.ts';
import { translatedCodes, vocabulary, type Translated } from './vocabulary.ts';

type Input = CatalogueInput;
type Category = NonNullable<Input['categories']>[number];
type Attribute = NonNullable<Input['attributes']>[number];
type Product = NonNullable<Input['products']>[number];

const perLanguage = <T>(make: (language: Translated) => T) =>
  Object.fromEntries(translatedCodes.map((language) => [language, make(language)])) as Record<Translated, T>;

/** A nail set's texts in each language, composed from its own words and the shape and style. */
export function nailSetTranslations(set: NailSet): NonNullable<Product['translations']> {
  const own = nailSetTexts[set.name];
  if (!own) throw new Error(`No translations for the nail set "${set.name}"`);
  return perLanguage((language) => {
    const words = vocabulary[language];
    const shape = words.shapes[set.shape];
    const { name, note } = own[language];
    return {
      name: words.productName(name, shape),
      shortDescription: words.shortDescription(shape, note),
      description: words.description(shape, note, words.styles[set.style].label, set.style === 'matte'),
    };
  });
}

function categoryTranslations(category: Category): NonNullable<Category['translations']> {
  return perLanguage((language) => {
    const words = vocabulary[language];
    const slug = category.slug as keyof typeof words.categories;
    if (slug in words.categories) return words.categories[slug];
    if (category.slug in words.shapes) {
      const shape = words.shapes[category.slug as keyof typeof words.shapes];
      return { name: shape.category, description: shape.categoryDescription };
    }
    if (category.slug in words.styles) {
      const style = words.styles[category.slug as keyof typeof words.styles];
      return { name: style.label, description: style.description };
    }
    throw new Error(`No translations for the category "${category.slug}"`);
  });
}

function attributeTranslations(attribute: Attribute): NonNullable<Attribute['translations']> {
  return perLanguage((language): { name: string; terms: Record<string, string> } => {
    const words = vocabulary[language].attributes;
    switch (attribute.slug) {
      case 'size':
        // XS, S, M, L are the sizes' names in every language.
        return { name: words.size, terms: {} };
      case 'length':
        return {
          name: words.length.name,
          terms: { short: words.length.short, medium: words.length.medium, long: words.length.long },
        };
      case 'finish':
        return { name: words.finish.name, terms: { glossy: words.finish.glossy, matte: words.finish.matte } };
      default:
        throw new Error(`No translations for the attribute "${attribute.slug}"`);
    }
  });
}

/**
 * The seeded catalogue in six languages: categories, attributes and accessories get their
 * translations here; nail sets carry theirs from nailSetTranslations (press-on-nails.ts).
 */
export function withTranslations(catalogue: Input): Input {
  const translated = {
    ...catalogue,
    categories: catalogue.categories?.map((category) => ({
      ...category,
      translations: category.translations ?? categoryTranslations(category),
    })),
    attributes: catalogue.attributes?.map((attribute) => ({
      ...attribute,
      translations: attribute.translations ?? attributeTranslations(attribute),
    })),
    products: catalogue.products?.map((product) =>
      product.translations || !accessoryTexts[product.slug]
        ? product
        : { ...product, translations: accessoryTexts[product.slug] },
    ),
    strings: [...(catalogue.strings ?? []), ...shopStrings, ...reviewStrings],
  };
  return {
    ...translated,
    strings: [
      ...translated.strings,
      ...imageAltStrings(translated.products ?? [], translated.categories ?? []),
    ],
  };
}
