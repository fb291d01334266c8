import type { CatalogueInput } from '../catalogue/catalogue-json.ts';
import { seededRandom } from '../images/nail-shapes.ts';
import { accessories } from './accessories.ts';
import { groupedProducts } from './grouped.ts';
import { backgrounds, nailSets, styleLabels, type NailSet } from './nail-sets.ts';
import { reviewers, reviewTexts } from './reviews-pool.ts';
import { nailSetTranslations, withTranslations } from './translations/index.ts';

type Product = NonNullable<CatalogueInput['products']>[number];

const shapes = ['almond', 'coffin', 'stiletto', 'square', 'oval'] as const;
const styles = ['french', 'chrome', 'glitter', 'matte', 'ombre', 'seasonal'] as const;
const title = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const slugify = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

type Design = NonNullable<NonNullable<CatalogueInput['categories']>[number]['image']>['design'];
const categoryImage = (name: string, design: Design) => ({ alt: `${name} category`, design });
const styleSample: Record<(typeof styles)[number], string[]> = {
  french: ['#f3d5d0', '#ffffff'],
  chrome: ['#c0c4cc', '#f5f5f5'],
  glitter: ['#1b1f4a', '#c9d1ff', '#ffffff'],
  matte: ['#a87c8b'],
  ombre: ['#ff9a8b', '#ffd3a5'],
  seasonal: ['#bcdff5', '#ffffff', '#e0f0ff'],
};

/** The categories (behaviour §1): by shape, by style, accessories, plus gift cards; each with a picture. */
export const categories: NonNullable<CatalogueInput['categories']> = [
  {
    slug: 'shapes',
    name: 'Shapes',
    description: 'Press-on nails by shape.',
    menuOrder: 1,
    image: categoryImage('Shapes', {
      kind: 'nails',
      shape: 'almond',
      style: 'solid',
      colors: ['#e3b9a5'],
      view: 'fan',
      seed: 901,
    }),
  },
  ...shapes.map((shape, i) => ({
    slug: shape,
    name: title(shape),
    parent: 'shapes',
    menuOrder: i,
    description: `${title(shape)} press-on nail sets.`,
    image: categoryImage(title(shape), {
      kind: 'nails',
      shape,
      style: 'solid',
      colors: ['#e8a0b4'],
      view: 'closeup',
      seed: 910 + i,
    }),
  })),
  {
    slug: 'styles',
    name: 'Styles',
    description: 'Press-on nails by style.',
    menuOrder: 2,
    image: categoryImage('Styles', {
      kind: 'nails',
      shape: 'coffin',
      style: 'ombre',
      colors: ['#c8a2c8', '#f3e5f5'],
      view: 'fan',
      seed: 902,
    }),
  },
  ...styles.map((style, i) => ({
    slug: style,
    name: styleLabels[style],
    parent: 'styles',
    menuOrder: i,
    description: `${styleLabels[style]} press-on nails.`,
    image: categoryImage(styleLabels[style], {
      kind: 'nails',
      shape: 'almond',
      style,
      colors: styleSample[style],
      view: 'fan',
      seed: 920 + i,
      ...(style === 'seasonal' ? { motif: 'snowflake' as const } : {}),
    }),
  })),
  {
    slug: 'accessories',
    name: 'Accessories',
    description: 'Glue, tabs and kits for a perfect application.',
    menuOrder: 3,
    image: categoryImage('Accessories', {
      kind: 'prep-kit',
      colors: ['#f48fb1', '#ffffff', '#5d4037'],
      seed: 903,
    }),
  },
  {
    slug: 'nail-glue',
    name: 'Nail Glue',
    parent: 'accessories',
    menuOrder: 0,
    image: categoryImage('Nail glue', { kind: 'glue', colors: ['#f19cbb', '#ffffff', '#333333'], seed: 931 }),
  },
  {
    slug: 'adhesive-tabs',
    name: 'Adhesive Tabs',
    parent: 'accessories',
    menuOrder: 1,
    image: categoryImage('Adhesive tabs', { kind: 'tabs', colors: ['#f8bbd0', '#ffffff'], seed: 932 }),
  },
  {
    slug: 'prep-kits',
    name: 'Prep Kits',
    parent: 'accessories',
    menuOrder: 2,
    image: categoryImage('Prep kits', {
      kind: 'prep-kit',
      colors: ['#ffab91', '#ffffff', '#5d4037'],
      seed: 933,
    }),
  },
  {
    slug: 'sizing-kits',
    name: 'Sizing Kits',
    parent: 'accessories',
    menuOrder: 3,
    image: categoryImage('Sizing kits', {
      kind: 'sizing-kit',
      colors: ['#ffe0e9', '#ffffff', '#ad1457'],
      seed: 934,
    }),
  },
  {
    slug: 'gift-cards',
    name: 'Gift Cards',
    description: 'Digital gift cards, emailed instantly.',
    menuOrder: 4,
    image: categoryImage('Gift cards', {
      kind: 'gift-card',
      colors: ['#f06292', '#ffffff', '#ad1457'],
      seed: 904,
    }),
  },
];

export const attributes: NonNullable<CatalogueInput['attributes']> = [
  {
    slug: 'size',
    name: 'Size',
    terms: ['xs', 's', 'm', 'l'].map((s) => ({ slug: s, name: s.toUpperCase() })),
  },
  {
    slug: 'length',
    name: 'Length',
    terms: ['short', 'medium', 'long'].map((l) => ({ slug: l, name: title(l) })),
  },
  {
    slug: 'finish',
    name: 'Finish',
    terms: [
      { slug: 'glossy', name: 'Glossy' },
      { slug: 'matte', name: 'Matte' },
    ],
  },
];

const stylePremium: Record<string, number> = {
  chrome: 200,
  glitter: 100,
  seasonal: 100,
  french: 0,
  matte: 0,
  ombre: 100,
  solid: 0,
};
const euros = (cents: number) => (cents / 100).toFixed(2);

function nailProduct(set: NailSet, index: number): Product {
  // One seeded sequence per set, drawn in a fixed order (sales, age, reviews, then stock), so
  // every seed gives the same shop.
  const random = seededRandom(index + 7);
  const base = 1290 + stylePremium[set.style]! + (index % 4) * 200;
  const onSale = index % 4 === 1;
  const product = nailSetProduct(set, index, random);
  return set.variable
    ? variableNailSet(product, set, index, base, onSale)
    : simpleNailSet(product, set, index, { base, onSale, random });
}

/** What every nail set has, simple or variable: texts, pictures, sales, reviews, meta. */
function nailSetProduct(set: NailSet, index: number, random: () => number): Product {
  const background = backgrounds[index % backgrounds.length] ?? '#f6e9ee';
  const design = (view: 'tray' | 'fan' | 'closeup', seed: number) => ({
    kind: 'nails' as const,
    shape: set.shape,
    style: set.style,
    colors: set.colors,
    motif: set.motif,
    background,
    view,
    seed,
  });
  const name = `${set.name} ${title(set.shape)} Press-On Nails`;
  return {
    slug: `${slugify(set.name)}-${set.shape}-press-on-nails`,
    name,
    sku: `NS-${String(index + 1).padStart(3, '0')}`,
    categories: [set.shape, ...(set.style === 'solid' ? [] : [set.style])],
    shortDescription: `${set.shape === 'almond' || set.shape === 'oval' ? 'An' : 'A'} ${set.shape} set with ${set.note}.`,
    description: `${title(set.note)}, in our ${set.shape} shape.\n\nEach set has 30 reusable nails in 15 sizes, a mini file, a cuticle stick and adhesive tabs. Apply with glue for up to two weeks of wear, or with tabs for a weekend.\n\nStyle: ${styleLabels[set.style]}. Hand-finished and sealed with a ${set.style === 'matte' ? 'matte' : 'high-gloss'} top coat.`,
    image: { alt: `${name}: a tray of ten nails`, design: design('tray', index * 3 + 1) },
    gallery: [
      { alt: `${name} fanned out`, design: design('fan', index * 3 + 2) },
      { alt: `${name} close-up`, design: design('closeup', index * 3 + 3) },
    ],
    weight: '0.05',
    dimensions: { length: '12', width: '8', height: '2' },
    featured: index % 9 === 0,
    totalSales: Math.floor(random() * 400),
    createdDaysAgo: 2 + index * 5 + Math.floor(random() * 4),
    reviews: reviewsFor(index, random),
    meta: [
      { key: 'nail_shape', value: set.shape },
      { key: 'nail_style', value: set.style },
    ],
    translations: nailSetTranslations(set),
  };
}

/** A 24-piece set with its own price and stock; a few are sold out, a few on backorder. */
function simpleNailSet(
  product: Product,
  set: NailSet,
  index: number,
  price: { base: number; onSale: boolean; random: () => number },
): Product {
  const { base, onSale, random } = price;
  const stock =
    index % 11 === 3
      ? { manageStock: true, stockQuantity: 0 }
      : index % 13 === 5
        ? { manageStock: true, stockQuantity: 0, backorders: 'notify' as const }
        : { manageStock: true, stockQuantity: 5 + Math.floor(random() * 60), lowStockAmount: 5 };
  return {
    ...product,
    regularPrice: euros(base),
    ...(onSale ? { salePrice: euros(Math.round((base * 0.75) / 10) * 10) } : {}),
    attributes: [
      { name: 'pieces', options: ['24'] },
      { name: 'pa_finish', options: [set.style === 'matte' ? 'matte' : 'glossy'] },
    ],
    ...stock,
  };
}

/** Sold by length (priced apart) and size (stocked apart); one "any finish" product per style run. */
function variableNailSet(
  product: Product,
  set: NailSet,
  index: number,
  base: number,
  onSale: boolean,
): Product {
  const lengths = ['short', 'medium', 'long'];
  const sizes = ['xs', 's', 'm', 'l'];
  const variations = lengths.flatMap((length, li) =>
    sizes.map((size, si) => {
      const regular = base + li * 200;
      const quantity = (index + li + si) % 7 === 0 ? 0 : 3 + ((index * 5 + li * 3 + si) % 20);
      return {
        sku: `NS-${String(index + 1).padStart(3, '0')}-${length[0]!.toUpperCase()}${size.toUpperCase()}`,
        attributes: [
          { name: 'pa_length', value: length },
          { name: 'pa_size', value: size },
          ...(index % 3 === 0 ? [{ name: 'pa_finish', value: '' }] : []),
        ],
        regularPrice: euros(regular),
        ...(onSale ? { salePrice: euros(Math.round((regular * 0.8) / 10) * 10) } : {}),
        manageStock: true,
        stockQuantity: quantity,
        lowStockAmount: 3,
      };
    }),
  );
  return {
    ...product,
    type: 'variable',
    attributes: [
      { name: 'pa_length', options: lengths, variation: true },
      { name: 'pa_size', options: sizes, variation: true },
      index % 3 === 0
        ? { name: 'pa_finish', options: ['glossy', 'matte'], variation: true }
        : { name: 'pa_finish', options: [set.style === 'matte' ? 'matte' : 'glossy'], variation: false },
    ],
    defaultAttributes: [
      { name: 'pa_length', value: 'medium' },
      { name: 'pa_size', value: 'm' },
    ],
    variations,
  };
}

function reviewsFor(index: number, random: () => number): NonNullable<Product['reviews']> {
  if (index % 5 === 4) return [];
  const count = 1 + Math.floor(random() * 4);
  return Array.from({ length: count }, (_, i) => {
    const rating = [5, 5, 4, 5, 3, 4, 5, 2][(index + i) % 8] ?? 5;
    const texts = reviewTexts[rating] ?? reviewTexts[5]!;
    const [author, email] = reviewers[(index * 3 + i) % reviewers.length]!;
    return {
      author,
      email,
      rating,
      content: texts[(index + i) % texts.length]!,
      daysAgo: 1 + ((index * 7 + i * 13) % 90),
    };
  });
}

/** The seeded press-on nails shop: 50 nail sets and 15 accessories, gift cards and partner products. */
/** The first three French sets sold as single products: the seeded grouped product's children. */
const frenchTrio = () =>
  nailSets
    .filter((set) => set.style === 'french' && !set.variable)
    .slice(0, 3)
    .map((set) => `${slugify(set.name)}-${set.shape}-press-on-nails`);

export function pressOnNailsCatalogue(): CatalogueInput {
  return withTranslations({
    categories,
    attributes,
    products: [...nailSets.map(nailProduct), ...accessories, ...groupedProducts(frenchTrio())],
  });
}
