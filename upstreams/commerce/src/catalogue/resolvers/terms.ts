import { connectionFromArray, type ConnectionArgs } from '../../graphql/connection.ts';
import type { CommerceContext } from '../../graphql/context.ts';
import { toGlobalId } from '../../graphql/ids.ts';
import { compileProductQuery, selectProducts, type ProductWhere } from '../product-query.ts';
import type { TermRecord } from '../records.ts';
import { termsConnection } from './shared.ts';
import { pageWindow, buildConnection } from '../../graphql/connection.ts';
import type { AttributeRecord } from './attributes.ts';
import { sortTerms } from './shared.ts';
import { languageFields } from '../../i18n/language-fields.ts';
import { inheritLanguage, termText } from '../../i18n/localized.ts';
import { translatedLanguages } from '../../i18n/languages.ts';

type Ctx = CommerceContext;
type WhereArgs = ConnectionArgs & { where?: Record<string, unknown> | null };

const uriBase: Record<string, string> = { product_cat: 'product-category', product_tag: 'product-tag' };

/** TermNode fields, shared by categories, tags and global attribute terms. */
export const termFields = inheritLanguage({
  id: (t: TermRecord) => toGlobalId('term', t.id),
  databaseId: (t: TermRecord) => t.id,
  name: (t: TermRecord, _: unknown, ctx: Ctx) => termText(t, ctx).name,
  description: (t: TermRecord, _: unknown, ctx: Ctx) => termText(t, ctx).description,
  // Every term exists in every language (an untranslated one shows its original, as WordPress does).
  ...languageFields<TermRecord>(() => [...translatedLanguages]),
  termTaxonomyId: (t: TermRecord) => t.id,
  taxonomyName: (t: TermRecord) => t.taxonomy,
  uri: (t: TermRecord) => `/${uriBase[t.taxonomy] ?? t.taxonomy}/${t.slug}/`,
});

export const categoryFields = inheritLanguage({
  ...termFields,
  menuOrder: (t: TermRecord) => t.menu_order,
  image: (t: TermRecord, _: unknown, ctx: Ctx) => ctx.catalogue.mediaById(t.image_id),
  parentDatabaseId: (t: TermRecord) => t.parent_id,
  parentId: (t: TermRecord) => (t.parent_id ? toGlobalId('term', t.parent_id) : null),
  parent: (t: TermRecord, _: unknown, ctx: Ctx) => {
    const node = ctx.catalogue.termById(t.parent_id);
    return node ? { node } : null;
  },
  children: (t: TermRecord, args: WhereArgs, ctx: Ctx) =>
    termsConnection(ctx.catalogue.childrenOf(t.id), args),
  ancestors: (t: TermRecord, args: ConnectionArgs, ctx: Ctx) => {
    const ancestors: TermRecord[] = [];
    let current = ctx.catalogue.termById(t.parent_id);
    while (current && ancestors.length < 20) {
      ancestors.push(current);
      current = ctx.catalogue.termById(current.parent_id);
    }
    return connectionFromArray(ancestors, args);
  },
  products: (t: TermRecord, args: WhereArgs, ctx: Ctx) => {
    const where = { ...(args.where as ProductWhere | null), categoryId: t.id };
    const query = compileProductQuery(ctx.catalogue, where);
    const window = pageWindow(args);
    const rows = selectProducts(ctx.catalogue, query, window.limit + 1, window.offset);
    return buildConnection(rows.slice(0, window.limit), window.offset, rows.length > window.limit);
  },
});

export const globalAttributeFields = inheritLanguage({
  terms: (a: AttributeRecord, args: WhereArgs) => {
    const where = (args.where ?? {}) as { orderby?: string; order?: string; hideEmpty?: boolean };
    // Default: the order the product lists its options in.
    const terms = where.orderby ? sortTerms(a.termRecords, where) : a.termRecords;
    return connectionFromArray(terms, args, 100);
  },
});
