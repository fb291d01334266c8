import type { ProductInput } from '../catalogue/catalogue-json.ts';
import { importParsed } from '../catalogue/import.ts';
import { catalogueInput, productInput } from '../catalogue/catalogue-json.ts';
import type { Db } from '../db/database.ts';
import { seededRandom } from '../images/nail-shapes.ts';
import { attributes, categories } from './press-on-nails.ts';

const shapes = ['almond', 'coffin', 'stiletto', 'square', 'oval'] as const;
const styles = ['french', 'chrome', 'glitter', 'matte', 'ombre', 'seasonal'] as const;
const adjectives = [
  'Velvet',
  'Glossy',
  'Pastel',
  'Midnight',
  'Sunlit',
  'Frosted',
  'Candy',
  'Golden',
  'Misty',
  'Bold',
  'Soft',
  'Electric',
];
const colours = [
  'Rose',
  'Lilac',
  'Cherry',
  'Sage',
  'Ivory',
  'Coral',
  'Ocean',
  'Plum',
  'Peach',
  'Mocha',
  'Mint',
  'Ruby',
  'Pearl',
  'Onyx',
];
const palette = [
  '#f3d5d0',
  '#b9a3e3',
  '#9b111e',
  '#9caf88',
  '#fffaf0',
  '#ff7f50',
  '#1e88e5',
  '#8e4585',
  '#ffb199',
  '#6b4437',
  '#98e2c6',
  '#c1121f',
  '#f8f4ef',
  '#1a1a1a',
];

/**
 * A large synthetic catalogue for benchmarks (`commerce generate --products 10000`): believable
 * nail sets across the seeded categories and attributes, a fifth of them variable with six
 * variations, random prices, stock, sales, ratings and dates. Deterministic for a given seed.
 */
export function generateSyntheticCatalogue(
  db: Db,
  count: number,
  options: { sourcesDir: string; seed?: number; batch?: number },
): number {
  const random = seededRandom(options.seed ?? 42);
  const start = (db.prepare('SELECT COALESCE(MAX(id), 0) AS n FROM products').get() as { n: number }).n;
  const batch = options.batch ?? 1000;
  let written = 0;
  const taxonomies = catalogueInput.parse({ categories, attributes });
  for (let offset = 0; offset < count; offset += batch) {
    const products: ProductInput[] = [];
    for (let i = offset; i < Math.min(count, offset + batch); i += 1)
      products.push(syntheticProduct(start + i + 1, random));
    importParsed(db, { ...taxonomies, products }, { sourcesDir: options.sourcesDir });
    written += products.length;
  }
  rateSyntheticProducts(db, count, start, random);
  return written;
}

/**
 * Synthetic product number `n`. The numbers are drawn from the one seeded sequence in a fixed
 * order, so a seed always gives the same catalogue.
 */
function syntheticProduct(n: number, random: () => number): ProductInput {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const shape = pick(shapes);
  const style = pick(styles);
  const colour = Math.floor(random() * colours.length);
  const name = `${pick(adjectives)} ${colours[colour]} ${style === 'ombre' ? 'Ombré' : style.charAt(0).toUpperCase() + style.slice(1)} ${shape.charAt(0).toUpperCase() + shape.slice(1)} Set ${n}`;
  const regular = 990 + Math.floor(random() * 30) * 50;
  const onSale = random() < 0.2;
  const variable = random() < 0.2;
  return productInput.parse({
    slug: `synthetic-${n}`,
    name,
    sku: `SYN-${n}`,
    type: variable ? 'variable' : 'simple',
    categories: [shape, style],
    description: `A synthetic ${style} set in the ${shape} shape, number ${n}, for benchmarks.`,
    shortDescription: `${name}.`,
    image: {
      alt: name,
      design: {
        kind: 'nails',
        shape,
        style,
        colors: [palette[colour], '#ffffff', '#d4af37'],
        view: 'tray',
        seed: n,
      },
    },
    totalSales: Math.floor(random() * 1000),
    createdDaysAgo: Math.floor(random() * 700),
    ...(variable
      ? {
          attributes: [
            { name: 'pa_length', options: ['short', 'medium', 'long'], variation: true },
            { name: 'pa_size', options: ['s', 'm'], variation: true },
          ],
          variations: ['short', 'medium', 'long'].flatMap((length, li) =>
            ['s', 'm'].map((size) => ({
              attributes: [
                { name: 'pa_length', value: length },
                { name: 'pa_size', value: size },
              ],
              regularPrice: ((regular + li * 200) / 100).toFixed(2),
              ...(onSale ? { salePrice: (((regular + li * 200) * 0.8) / 100).toFixed(2) } : {}),
              manageStock: true,
              stockQuantity: Math.floor(random() * 30),
            })),
          ),
        }
      : {
          regularPrice: (regular / 100).toFixed(2),
          ...(onSale ? { salePrice: ((regular * 0.75) / 100).toFixed(2) } : {}),
          attributes: [{ name: 'pa_finish', options: [style === 'matte' ? 'matte' : 'glossy'] }],
          manageStock: true,
          stockQuantity: Math.floor(random() * 40) - 5,
        }),
  });
}

/** Ratings without thousands of review rows: the listing sorts and filters on these columns. */
function rateSyntheticProducts(db: Db, count: number, start: number, random: () => number): void {
  const rate = db.prepare('UPDATE products SET average_rating = ?, review_count = ? WHERE slug = ?');
  db.transaction(() => {
    for (let i = 0; i < count; i += 1) {
      const reviews = Math.floor(random() * 40);
      rate.run(
        reviews ? Math.round((3 + random() * 2) * 100) / 100 : 0,
        reviews,
        `synthetic-${start + i + 1}`,
      );
    }
  })();
}
