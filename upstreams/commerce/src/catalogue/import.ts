import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Db } from '../db/database.ts';
import { statement } from '../db/statements.ts';
import { toCents } from '../money.ts';
import { IMAGE_SIZE } from '../images/nail-art.ts';
import {
  catalogueInput,
  type ImageInput,
  type ParsedCatalogue,
  type ProductInput,
} from './catalogue-json.ts';
import { importTranslations } from '../i18n/import-translations.ts';
import { refreshProductSummary } from './pricing.ts';
import { refreshRating } from './reviews.ts';

export interface ImportResult {
  created: number[];
  updated: number[];
}

export interface ImportOptions {
  /** Where imported image files are copied (var/commerce/sources). */
  sourcesDir: string;
  /** "Now" for relative dates (createdDaysAgo, review daysAgo). */
  now?: Date;
}

const day = 86_400_000;
const iso = (date: Date) => date.toISOString();
const cents = (value: string | undefined) => (value === undefined || value === '' ? null : toCents(value));

/** Validates `json` against the import format, then imports it (see importParsed). */
export async function importCatalogue(db: Db, json: unknown, options: ImportOptions): Promise<ImportResult> {
  const parsed = catalogueInput.parse(json);
  const sizes = await imageFileSizes(parsed);
  return importParsed(db, parsed, { ...options, fileSizes: sizes });
}

/** Reads the pixel size of imported image files (generated drawings are IMAGE_SIZE square). */
async function imageFileSizes(
  parsed: ParsedCatalogue,
): Promise<Map<string, { width: number; height: number }>> {
  const files = new Set<string>();
  const visit = (image?: ImageInput) => image?.file && files.add(image.file);
  for (const category of parsed.categories) visit(category.image);
  for (const product of parsed.products) {
    visit(product.image);
    product.gallery.forEach(visit);
    product.variations.forEach((variation) => visit(variation.image));
  }
  const sizes = new Map<string, { width: number; height: number }>();
  for (const file of files) {
    const meta = await sharp(file).metadata();
    sizes.set(file, { width: meta.width ?? IMAGE_SIZE, height: meta.height ?? IMAGE_SIZE });
  }
  return sizes;
}

/**
 * Imports a validated catalogue in one transaction: categories and attribute terms by slug,
 * products by slug (created or replaced with their variations, images, terms and reviews).
 */
export function importParsed(
  db: Db,
  catalogue: ParsedCatalogue,
  options: ImportOptions & { fileSizes?: Map<string, { width: number; height: number }> },
): ImportResult {
  const now = options.now ?? new Date();
  const result: ImportResult = { created: [], updated: [] };
  const media = mediaWriter(db, options);

  db.transaction(() => {
    const terms = termStatements(db);
    importCategories(catalogue, terms, media, now);
    importAttributes(db, catalogue, terms);
    for (const product of catalogue.products) {
      const { id, created } = writeProduct(db, product, now, media, productTerm(terms, product));
      (created ? result.created : result.updated).push(id);
    }
    importTranslations(db, catalogue);
  })();
  return result;
}

type MediaFn = (image: ImageInput | undefined, name: string, created: Date) => number | null;
type TermFn = (taxonomy: string, slug: string) => number;
type TermStatements = ReturnType<typeof termStatements>;

/**
 * Writes an image's media row (a drawing recipe or a copied file) under a WordPress-like
 * `YYYY/MM/name-hash` path; an image met again keeps its row, with the new alt text and title.
 */
function mediaWriter(
  db: Db,
  options: ImportOptions & { fileSizes?: Map<string, { width: number; height: number }> },
): MediaFn {
  const insertMedia = statement(
    db,
    `INSERT INTO media (file, alt_text, title, width, height, design, source_file, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (file) DO UPDATE SET alt_text = excluded.alt_text, title = excluded.title RETURNING id`,
  );
  return (image, name, created) => {
    if (!image || (!image.design && !image.file)) return null;
    const recipe = image.design ? JSON.stringify(image.design) : null;
    let source: string | null = null;
    if (image.file) {
      mkdirSync(options.sourcesDir, { recursive: true });
      source = path.join(options.sourcesDir, `${name}${path.extname(image.file)}`);
      copyFileSync(image.file, source);
    }
    const hash = createHash('sha1')
      .update(recipe ?? image.file ?? '')
      .digest('hex')
      .slice(0, 6);
    const month = `${created.getUTCFullYear()}/${String(created.getUTCMonth() + 1).padStart(2, '0')}`;
    const size = image.file
      ? (options.fileSizes?.get(image.file) ?? { width: IMAGE_SIZE, height: IMAGE_SIZE })
      : { width: IMAGE_SIZE, height: IMAGE_SIZE };
    const row = insertMedia.get(
      `${month}/${name}-${hash}`,
      image.alt,
      image.title || image.alt,
      size.width,
      size.height,
      recipe,
      source,
      iso(created),
    ) as { id: number };
    return row.id;
  };
}

function termStatements(db: Db) {
  return {
    upsertTerm: statement(
      db,
      `INSERT INTO terms (taxonomy, name, slug, description, parent_id, menu_order, image_id) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (taxonomy, slug) DO UPDATE SET name = excluded.name, description = excluded.description,
         parent_id = excluded.parent_id, menu_order = excluded.menu_order, image_id = COALESCE(excluded.image_id, image_id)`,
    ),
    termId: statement(db, 'SELECT id FROM terms WHERE taxonomy = ? AND slug = ?'),
  };
}

/** Categories in file order, so a parent listed before its children is found by slug. */
function importCategories(
  catalogue: ParsedCatalogue,
  terms: TermStatements,
  media: MediaFn,
  now: Date,
): void {
  for (const category of catalogue.categories) {
    const parent = category.parent
      ? ((terms.termId.get('product_cat', category.parent) as { id: number } | undefined)?.id ?? null)
      : null;
    const image = media(category.image, `category-${category.slug}`, now);
    terms.upsertTerm.run(
      'product_cat',
      category.name,
      category.slug,
      category.description,
      parent,
      category.menuOrder,
      image,
    );
  }
}

/** Global attributes (`pa_<slug>` taxonomies) with their terms in the file's order. */
function importAttributes(db: Db, catalogue: ParsedCatalogue, terms: TermStatements): void {
  for (const attribute of catalogue.attributes) {
    const taxonomy = `pa_${attribute.slug}`;
    statement(
      db,
      'INSERT INTO attribute_taxonomies (slug, name, taxonomy) VALUES (?, ?, ?) ON CONFLICT (slug) DO UPDATE SET name = excluded.name',
    ).run(attribute.slug, attribute.name, taxonomy);
    attribute.terms.forEach((term, index) =>
      terms.upsertTerm.run(taxonomy, term.name, term.slug, '', null, index, null),
    );
  }
}

/**
 * A product's term by slug: a category must exist already; a tag or attribute term a product
 * names is created on first use.
 */
function productTerm(terms: TermStatements, product: ProductInput): TermFn {
  return (taxonomy, slug) => {
    const row = terms.termId.get(taxonomy, slug) as { id: number } | undefined;
    if (row) return row.id;
    if (taxonomy === 'product_cat') throw new Error(`Product ${product.slug}: unknown category "${slug}"`);
    return (
      Number(terms.upsertTerm.run(taxonomy, slug, slug, '', null, 0, null).lastInsertRowid) ||
      (terms.termId.get(taxonomy, slug) as { id: number }).id
    );
  };
}

function writeProduct(
  db: Db,
  input: ProductInput,
  now: Date,
  media: MediaFn,
  term: TermFn,
): { id: number; created: boolean } {
  const existing = statement(db, 'SELECT id, created_at FROM products WHERE slug = ?').get(input.slug) as
    { id: number; created_at: string } | undefined;
  const created = existing
    ? new Date(existing.created_at)
    : new Date(now.getTime() - input.createdDaysAgo * day);
  const imageId = media(input.image, input.slug, created);
  const values = productRow(input, imageId, created, now);
  const id = existing ? replaceProduct(db, existing.id, values) : insertProduct(db, values);
  linkProductTerms(db, id, input, term);
  writeGallery(db, id, input, created, media);
  writeVariations(db, id, input, created, now, media);
  writeReviews(db, id, input, now);
  refreshProductSummary(db, id);
  return { id, created: !existing };
}

/** The products row's columns, as WooCommerce keeps them (a variable product has no own price). */
function productRow(input: ProductInput, imageId: number | null, created: Date, now: Date) {
  return {
    type: input.type,
    status: input.status,
    visibility: input.visibility,
    name: input.name,
    slug: input.slug,
    sku: input.sku ?? null,
    description: input.description,
    short_description: input.shortDescription,
    featured: input.featured ? 1 : 0,
    regular_price: input.type === 'variable' ? null : cents(input.regularPrice),
    sale_price: input.type === 'variable' ? null : cents(input.salePrice),
    sale_from: input.saleFrom ?? null,
    sale_to: input.saleTo ?? null,
    manage_stock: input.manageStock ? 1 : 0,
    stock_quantity: input.manageStock ? (input.stockQuantity ?? 0) : null,
    stock_status: input.manageStock
      ? stockFor(input.stockQuantity ?? 0, input.backorders ?? 'no')
      : (input.stockStatus ?? 'instock'),
    low_stock_amount: input.lowStockAmount ?? null,
    backorders: input.backorders ?? 'no',
    sold_individually: input.soldIndividually ? 1 : 0,
    virtual: input.virtual ? 1 : 0,
    downloadable: input.downloadable ? 1 : 0,
    downloads: JSON.stringify(input.downloads),
    download_limit: input.downloadLimit ?? null,
    download_expiry: input.downloadExpiry ?? null,
    weight: input.weight ?? null,
    length: input.dimensions?.length ?? null,
    width: input.dimensions?.width ?? null,
    height: input.dimensions?.height ?? null,
    external_url: input.externalUrl ?? null,
    button_text: input.buttonText ?? null,
    image_id: imageId,
    default_attributes: JSON.stringify(input.defaultAttributes),
    meta: JSON.stringify(input.meta),
    total_sales: input.totalSales,
    menu_order: input.menuOrder,
    created_at: iso(created),
    modified_at: iso(now),
  };
}

/**
 * Overwrites an existing product in place (its id, and so its links and orders, stay): its
 * terms, attributes and gallery are written again, and its old variations go to the trash.
 */
function replaceProduct(db: Db, id: number, values: Record<string, unknown>): number {
  const columns = Object.keys(values);
  statement(db, `UPDATE products SET ${columns.map((c) => `${c} = @${c}`).join(', ')} WHERE id = @id`).run({
    ...values,
    id,
  });
  for (const table of ['product_terms', 'product_attributes', 'product_gallery'])
    statement(db, `DELETE FROM ${table} WHERE product_id = ?`).run(id);
  statement(db, "UPDATE variations SET status = 'trash', sku = NULL WHERE product_id = ?").run(id);
  return id;
}

function insertProduct(db: Db, values: Record<string, unknown>): number {
  const columns = Object.keys(values);
  return Number(
    statement(
      db,
      `INSERT INTO products (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`,
    ).run(values).lastInsertRowid,
  );
}

/** Categories, tags and attributes; a global attribute's options are also linked as terms. */
function linkProductTerms(db: Db, id: number, input: ProductInput, term: TermFn): void {
  const link = statement(db, 'INSERT OR IGNORE INTO product_terms (product_id, term_id) VALUES (?, ?)');
  for (const slug of input.categories) link.run(id, term('product_cat', slug));
  for (const slug of input.tags) link.run(id, term('product_tag', slug));
  input.attributes.forEach((attribute, position) => {
    const taxonomy = statement(db, 'SELECT id FROM attribute_taxonomies WHERE taxonomy = ?').get(
      attribute.name,
    ) as { id: number } | undefined;
    if (taxonomy) for (const slug of attribute.options) link.run(id, term(attribute.name, slug));
    statement(
      db,
      'INSERT INTO product_attributes (product_id, position, attribute_taxonomy_id, name, options, visible, variation) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ).run(
      id,
      position,
      taxonomy?.id ?? null,
      attribute.name,
      JSON.stringify(attribute.options),
      attribute.visible ? 1 : 0,
      attribute.variation ? 1 : 0,
    );
  });
}

/** Gallery images are named after the product from `-2` on (the main image is the first). */
function writeGallery(db: Db, id: number, input: ProductInput, created: Date, media: MediaFn): void {
  input.gallery.forEach((image, position) => {
    const mediaId = media(image, `${input.slug}-${position + 2}`, created);
    if (mediaId)
      statement(db, 'INSERT INTO product_gallery (product_id, position, media_id) VALUES (?, ?, ?)').run(
        id,
        position,
        mediaId,
      );
  });
}

const stockFor = (quantity: number, backorders: string) =>
  quantity > 0 ? 'instock' : backorders === 'no' ? 'outofstock' : 'onbackorder';

function writeVariations(
  db: Db,
  productId: number,
  input: ProductInput,
  created: Date,
  now: Date,
  media: MediaFn,
): void {
  const insert = statement(
    db,
    `INSERT INTO variations (product_id, menu_order, sku, attributes, regular_price, sale_price, manage_stock, stock_quantity,
       stock_status, low_stock_amount, backorders, virtual, image_id, created_at, modified_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  input.variations.forEach((variation, index) => {
    const managed = variation.manageStock ?? false;
    const backorders = variation.backorders ?? 'no';
    insert.run(
      productId,
      index,
      variation.sku ?? null,
      JSON.stringify(variation.attributes),
      toCents(variation.regularPrice),
      cents(variation.salePrice),
      managed ? 1 : 0,
      managed ? (variation.stockQuantity ?? 0) : null,
      managed ? stockFor(variation.stockQuantity ?? 0, backorders) : (variation.stockStatus ?? 'instock'),
      variation.lowStockAmount ?? null,
      backorders,
      (variation.virtual ?? input.virtual) ? 1 : 0,
      media(variation.image, `${input.slug}-v${index + 1}`, created),
      iso(created),
      iso(now),
    );
  });
}

function writeReviews(db: Db, productId: number, input: ProductInput, now: Date): void {
  if (input.reviews.length === 0) return;
  statement(db, 'DELETE FROM reviews WHERE product_id = ? AND customer_id IS NULL AND verified = 1').run(
    productId,
  );
  const insert = statement(
    db,
    `INSERT INTO reviews (product_id, author, author_email, content, rating, approved, verified, created_at) VALUES (?, ?, ?, ?, ?, 1, 1, ?)`,
  );
  for (const review of input.reviews) {
    insert.run(
      productId,
      review.author,
      review.email.toLowerCase(),
      review.content,
      review.rating,
      iso(new Date(now.getTime() - review.daysAgo * day)),
    );
  }
  refreshRating(db, productId);
}
