import { z } from 'zod';
import { translatedLanguages } from '../i18n/languages.ts';

/**
 * The catalogue import format (`commerce import <file.json>` and the seed): categories, global
 * attributes with their terms, and products with variations, images and reviews. Prices are
 * decimal strings ("14.90"); products are matched by slug, so importing twice updates.
 */
const money = z.union([z.string(), z.number()]).transform(String);

const design = z.object({
  kind: z.enum(['nails', 'glue', 'tabs', 'prep-kit', 'sizing-kit', 'gift-card', 'guide']),
  shape: z.enum(['almond', 'coffin', 'stiletto', 'square', 'oval']).optional(),
  style: z.enum(['solid', 'french', 'chrome', 'glitter', 'matte', 'ombre', 'seasonal']).optional(),
  colors: z.array(z.string()).min(1),
  background: z.string().default('#f6e9ee'),
  view: z.enum(['tray', 'fan', 'closeup']).optional(),
  motif: z.enum(['snowflake', 'heart', 'flower', 'star', 'leaf']).optional(),
  seed: z.number().int().default(1),
});

export const imageInput = z.object({
  alt: z.string().default(''),
  title: z.string().default(''),
  /** A drawing recipe (generated nail art) … */
  design: design.optional(),
  /** … or an image file on disk (PNG, JPEG, WebP, SVG). */
  file: z.string().optional(),
});

const attributeValue = z.object({ name: z.string(), value: z.string() });

/**
 * Translations (upstreams/commerce/README.md, "Languages"): per language other than English, the
 * texts of a product, a category or an attribute. English stays in the base fields.
 */
const translatedLanguage = z.enum(translatedLanguages);
const productTranslation = z.object({
  name: z.string().min(1),
  description: z.string().default(''),
  shortDescription: z.string().default(''),
  buttonText: z.string().optional(),
});
const termTranslation = z.object({ name: z.string().min(1), description: z.string().default('') });
const attributeTranslation = z.object({
  name: z.string().min(1),
  /** Term slug → term name in this language. */
  terms: z.record(z.string(), z.string().min(1)).default({}),
});
/** Strings outside posts and terms (shipping and payment titles, local attribute texts, downloads). */
const stringTranslation = z.object({
  context: z.enum(['shipping', 'payment', 'attribute', 'download', 'tax', 'media', 'review']),
  source: z.string().min(1),
  translations: z.partialRecord(translatedLanguage, z.string().min(1)),
});
const stock = {
  stockStatus: z.enum(['instock', 'outofstock', 'onbackorder']).optional(),
  manageStock: z.boolean().optional(),
  stockQuantity: z.number().int().nullable().optional(),
  lowStockAmount: z.number().int().nullable().optional(),
  backorders: z.enum(['no', 'notify', 'yes']).optional(),
};

export const variationInput = z.object({
  sku: z.string().optional(),
  attributes: z.array(attributeValue),
  regularPrice: money,
  salePrice: money.optional(),
  virtual: z.boolean().optional(),
  image: imageInput.optional(),
  ...stock,
});

export const productInput = z.object({
  type: z.enum(['simple', 'variable', 'external']).default('simple'),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  sku: z.string().optional(),
  status: z.enum(['publish', 'draft', 'private']).default('publish'),
  visibility: z.enum(['visible', 'catalog', 'search', 'hidden']).default('visible'),
  featured: z.boolean().default(false),
  description: z.string().default(''),
  shortDescription: z.string().default(''),
  categories: z.array(z.string()).default([]),
  tags: z.array(z.string()).default([]),
  regularPrice: money.optional(),
  salePrice: money.optional(),
  saleFrom: z.string().optional(),
  saleTo: z.string().optional(),
  virtual: z.boolean().default(false),
  downloadable: z.boolean().default(false),
  downloads: z.array(z.object({ id: z.string(), name: z.string(), file: z.string() })).default([]),
  downloadLimit: z.number().int().nullable().optional(),
  downloadExpiry: z.number().int().nullable().optional(),
  externalUrl: z.string().optional(),
  buttonText: z.string().optional(),
  weight: z.string().optional(),
  dimensions: z.object({ length: z.string(), width: z.string(), height: z.string() }).optional(),
  soldIndividually: z.boolean().default(false),
  attributes: z
    .array(
      z.object({
        name: z.string(),
        options: z.array(z.string()),
        variation: z.boolean().default(false),
        visible: z.boolean().default(true),
      }),
    )
    .default([]),
  defaultAttributes: z.array(attributeValue).default([]),
  variations: z.array(variationInput).default([]),
  image: imageInput.optional(),
  gallery: z.array(imageInput).max(20).default([]),
  reviews: z
    .array(
      z.object({
        author: z.string(),
        email: z.string(),
        rating: z.number().int().min(1).max(5),
        content: z.string(),
        daysAgo: z.number().default(10),
      }),
    )
    .default([]),
  totalSales: z.number().int().default(0),
  createdDaysAgo: z.number().default(30),
  menuOrder: z.number().int().default(0),
  meta: z.array(z.object({ key: z.string(), value: z.string() })).default([]),
  translations: z.partialRecord(translatedLanguage, productTranslation).default({}),
  ...stock,
});

export const catalogueInput = z.object({
  categories: z
    .array(
      z.object({
        slug: z.string(),
        name: z.string(),
        description: z.string().default(''),
        parent: z.string().optional(),
        menuOrder: z.number().int().default(0),
        image: imageInput.optional(),
        translations: z.partialRecord(translatedLanguage, termTranslation).default({}),
      }),
    )
    .default([]),
  attributes: z
    .array(
      z.object({
        slug: z.string(),
        name: z.string(),
        terms: z.array(z.object({ slug: z.string(), name: z.string() })),
        translations: z.partialRecord(translatedLanguage, attributeTranslation).default({}),
      }),
    )
    .default([]),
  products: z.array(productInput).default([]),
  strings: z.array(stringTranslation).default([]),
});

export type CatalogueInput = z.input<typeof catalogueInput>;
export type ProductInput = z.output<typeof productInput>;
export type ImageInput = z.output<typeof imageInput>;
export type ParsedCatalogue = z.output<typeof catalogueInput>;
