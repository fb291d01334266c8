import type { Db } from '../db/database.ts';
import {
  asMedia,
  asProduct,
  asReview,
  asTerm,
  asVariation,
  type AttributeRow,
  type MediaRecord,
  type MediaRow,
  type ProductRecord,
  type ProductRow,
  type ReviewRecord,
  type ReviewRow,
  type TermRecord,
  type TermRow,
  type VariationRecord,
  type VariationRow,
} from './records.ts';
import { TermCounts } from './term-counts.ts';

/**
 * Read access to the catalogue: prepared statements over the SQLite tables, returning records
 * ready for the resolvers. better-sqlite3 is synchronous and a statement costs microseconds, so
 * per-field lookups need no batching layer.
 */
export class CatalogueStore {
  readonly counts: TermCounts;
  private readonly statements;

  constructor(readonly db: Db) {
    this.counts = new TermCounts(db);
    this.statements = {
      productById: db.prepare('SELECT * FROM products WHERE id = ?'),
      productBySlug: db.prepare('SELECT * FROM products WHERE slug = ?'),
      productBySku: db.prepare('SELECT * FROM products WHERE sku = ?'),
      variationById: db.prepare('SELECT * FROM variations WHERE id = ?'),
      variationsOf: db.prepare(
        "SELECT * FROM variations WHERE product_id = ? AND status = 'publish' ORDER BY menu_order, id",
      ),
      mediaById: db.prepare('SELECT * FROM media WHERE id = ?'),
      mediaByFile: db.prepare('SELECT * FROM media WHERE file = ?'),
      galleryOf: db.prepare(
        'SELECT m.* FROM product_gallery g JOIN media m ON m.id = g.media_id WHERE g.product_id = ? ORDER BY g.position',
      ),
      termById: db.prepare('SELECT * FROM terms WHERE id = ?'),
      termBySlug: db.prepare('SELECT * FROM terms WHERE taxonomy = ? AND slug = ?'),
      termByName: db.prepare('SELECT * FROM terms WHERE taxonomy = ? AND name = ? COLLATE NOCASE'),
      termsOfProduct: db.prepare(
        'SELECT t.* FROM product_terms pt JOIN terms t ON t.id = pt.term_id WHERE pt.product_id = ? ORDER BY t.taxonomy, t.menu_order, t.name',
      ),
      childrenOf: db.prepare('SELECT * FROM terms WHERE parent_id = ? ORDER BY menu_order, name'),
      termsOfTaxonomy: db.prepare('SELECT * FROM terms WHERE taxonomy = ? ORDER BY menu_order, name'),
      attributesOf: db.prepare('SELECT * FROM product_attributes WHERE product_id = ? ORDER BY position'),
      attributeTaxonomy: db.prepare('SELECT * FROM attribute_taxonomies WHERE taxonomy = ?'),
      attributeTaxonomyById: db.prepare('SELECT * FROM attribute_taxonomies WHERE id = ?'),
      reviewById: db.prepare('SELECT * FROM reviews WHERE id = ?'),
      reviewsOf: db.prepare(
        'SELECT * FROM reviews WHERE product_id = ? AND approved = 1 AND parent_id IS NULL ORDER BY created_at DESC, id DESC',
      ),
      repliesOf: db.prepare(
        'SELECT * FROM reviews WHERE parent_id = ? AND approved = 1 ORDER BY created_at, id',
      ),
      // WordPress lists a user's comments newest first, her held ones only to herself (WP_Comment_Query
      // `include_unapproved`).
      reviewsBy: db.prepare(
        'SELECT * FROM reviews WHERE customer_id = ? AND (approved = 1 OR (approved = 0 AND ?)) ORDER BY created_at DESC, id DESC',
      ),
      // Related products (5, behaviour §9): first those sharing two of this product's categories or
      // tags, then those sharing one, newest first. Index walks that stop at the limit, so a
      // product page stays fast on a large catalogue.
      ownTerms: db.prepare(
        "SELECT t.id FROM product_terms pt JOIN terms t ON t.id = pt.term_id WHERE pt.product_id = ? AND t.taxonomy IN ('product_cat', 'product_tag') ORDER BY t.parent_id IS NULL, t.id",
      ),
      sharingTwo: db.prepare(
        'SELECT a.product_id FROM product_terms a JOIN product_terms b ON b.product_id = a.product_id AND b.term_id = ? WHERE a.term_id = ? AND a.product_id != ? ORDER BY a.product_id DESC LIMIT ?',
      ),
      sharingOne: db.prepare(
        'SELECT product_id FROM product_terms WHERE term_id = ? AND product_id != ? ORDER BY product_id DESC LIMIT ?',
      ),
    };
  }

  productById(id: number): ProductRecord | undefined {
    const row = this.statements.productById.get(id) as ProductRow | undefined;
    return row && asProduct(row);
  }

  productBySlug(slug: string): ProductRecord | undefined {
    const row = this.statements.productBySlug.get(slug) as ProductRow | undefined;
    return row && asProduct(row);
  }

  productBySku(sku: string): ProductRecord | undefined {
    const row = this.statements.productBySku.get(sku) as ProductRow | undefined;
    return row && asProduct(row);
  }

  variationById(id: number): VariationRecord | undefined {
    const row = this.statements.variationById.get(id) as VariationRow | undefined;
    return row && asVariation(row);
  }

  variationsOf(productId: number): VariationRecord[] {
    return (this.statements.variationsOf.all(productId) as VariationRow[]).map(asVariation);
  }

  mediaById(id: number | null | undefined): MediaRecord | undefined {
    if (!id) return undefined;
    const row = this.statements.mediaById.get(id) as MediaRow | undefined;
    return row && asMedia(row);
  }

  mediaByFile(file: string): MediaRecord | undefined {
    const row = this.statements.mediaByFile.get(file) as MediaRow | undefined;
    return row && asMedia(row);
  }

  galleryOf(productId: number): MediaRecord[] {
    return (this.statements.galleryOf.all(productId) as MediaRow[]).map(asMedia);
  }

  private term(row: TermRow | undefined): TermRecord | undefined {
    return row && asTerm({ ...row, count: this.counts.of(row.id) });
  }

  termById(id: number | null | undefined): TermRecord | undefined {
    if (!id) return undefined;
    return this.term(this.statements.termById.get(id) as TermRow | undefined);
  }

  termBySlug(taxonomy: string, slug: string): TermRecord | undefined {
    return this.term(this.statements.termBySlug.get(taxonomy, slug) as TermRow | undefined);
  }

  termByName(taxonomy: string, name: string): TermRecord | undefined {
    return this.term(this.statements.termByName.get(taxonomy, name) as TermRow | undefined);
  }

  termsOfProduct(productId: number, taxonomies?: string[]): TermRecord[] {
    const rows = this.statements.termsOfProduct.all(productId) as TermRow[];
    return rows
      .filter((row) => !taxonomies || taxonomies.includes(row.taxonomy))
      .map((row) => this.term(row) as TermRecord);
  }

  childrenOf(termId: number): TermRecord[] {
    return (this.statements.childrenOf.all(termId) as TermRow[]).map((row) => this.term(row) as TermRecord);
  }

  termsOfTaxonomy(taxonomy: string): TermRecord[] {
    return (this.statements.termsOfTaxonomy.all(taxonomy) as TermRow[]).map(
      (row) => this.term(row) as TermRecord,
    );
  }

  /** A term and every term below it (category filters include subcategories, as WP_Query does). */
  withDescendants(termIds: number[]): number[] {
    const all = new Set(termIds);
    const queue = [...termIds];
    while (queue.length > 0) {
      const id = queue.pop() as number;
      for (const child of this.statements.childrenOf.all(id) as TermRow[]) {
        if (!all.has(child.id)) {
          all.add(child.id);
          queue.push(child.id);
        }
      }
    }
    return [...all];
  }

  attributesOf(productId: number): AttributeRow[] {
    return this.statements.attributesOf.all(productId) as AttributeRow[];
  }

  attributeTaxonomy(
    taxonomy: string,
  ): { id: number; slug: string; name: string; taxonomy: string } | undefined {
    return this.statements.attributeTaxonomy.get(taxonomy) as
      { id: number; slug: string; name: string; taxonomy: string } | undefined;
  }

  attributeTaxonomyById(
    id: number,
  ): { id: number; slug: string; name: string; taxonomy: string } | undefined {
    return this.statements.attributeTaxonomyById.get(id) as
      { id: number; slug: string; name: string; taxonomy: string } | undefined;
  }

  reviewById(id: number): ReviewRecord | undefined {
    const row = this.statements.reviewById.get(id) as ReviewRow | undefined;
    return row && asReview(row);
  }

  reviewsOf(productId: number): ReviewRecord[] {
    return (this.statements.reviewsOf.all(productId) as ReviewRow[]).map(asReview);
  }

  repliesOf(reviewId: number): ReviewRecord[] {
    return (this.statements.repliesOf.all(reviewId) as ReviewRow[]).map(asReview);
  }

  /** The reviews (and replies) a customer wrote; the held ones too when `withHeld` (she is asking). */
  reviewsBy(customerId: number, withHeld: boolean): ReviewRecord[] {
    return (this.statements.reviewsBy.all(customerId, withHeld ? 1 : 0) as ReviewRow[]).map(asReview);
  }

  related(productId: number, limit: number): ProductRecord[] {
    const terms = this.statements.ownTerms.pluck().all(productId) as number[];
    const chosen = new Map<number, ProductRecord>();
    const consider = (ids: number[]) => {
      for (const id of ids) {
        if (chosen.size >= limit || chosen.has(id)) continue;
        const product = this.productById(id);
        if (
          product &&
          product.status === 'publish' &&
          (product.visibility === 'visible' || product.visibility === 'catalog')
        )
          chosen.set(id, product);
      }
    };
    const scan = limit * 4; // room for hidden or unpublished candidates
    for (let i = 0; i < terms.length && chosen.size < limit; i += 1) {
      for (let j = i + 1; j < terms.length && chosen.size < limit; j += 1) {
        consider(this.statements.sharingTwo.pluck().all(terms[j], terms[i], productId, scan) as number[]);
      }
    }
    for (const term of terms) {
      if (chosen.size >= limit) break;
      consider(this.statements.sharingOne.pluck().all(term, productId, scan) as number[]);
    }
    return [...chosen.values()];
  }
}
