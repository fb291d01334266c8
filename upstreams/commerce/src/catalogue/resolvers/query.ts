import { buildConnection, pageWindow, type ConnectionArgs } from '../../graphql/connection.ts';
import type { CommerceContext } from '../../graphql/context.ts';
import { commerceError } from '../../graphql/errors.ts';
import { databaseIdOf, fromGlobalId } from '../../graphql/ids.ts';
import { allowedCountries, statesOf } from '../countries.ts';
import { compileProductQuery, countProducts, selectProducts, type ProductWhere } from '../product-query.ts';
import { taxonomyOfEnum, type TermRecord } from '../records.ts';
import { termsConnection } from './shared.ts';
import { contextLanguage, languageOfEnum, tagLanguage, termText } from '../../i18n/localized.ts';
import type { LanguageSlug } from '../../i18n/languages.ts';

/**
 * wp-graphql-polylang's `where: {language}`: a language code answers that language's texts, `ALL`
 * (or none) the request's. Returns the language and whether it was asked for explicitly.
 */
function whereLanguage(where: { language?: unknown } | null | undefined, ctx: Ctx) {
  const explicit = languageOfEnum(where?.language);
  return { language: explicit ?? contextLanguage(ctx), explicit: explicit !== undefined };
}

type Ctx = CommerceContext;

/** Resolves `id` of `idType` the way WPGraphQL does: ID (global, the default), DATABASE_ID, SLUG, SKU, NAME. */
function idOf(id: string, idType: string | null | undefined, globalType: string): number | undefined {
  if (!idType || idType === 'ID') return databaseIdOf(id, globalType);
  const number = Number(id);
  return Number.isInteger(number) && number > 0 ? number : undefined;
}

export function productResolver(_: unknown, args: { id: string; idType?: string | null }, ctx: Ctx) {
  const { catalogue } = ctx;
  const idType = args.idType ?? 'ID';
  const product =
    idType === 'SLUG'
      ? catalogue.productBySlug(args.id)
      : idType === 'SKU'
        ? catalogue.productBySku(args.id)
        : catalogue.productById(idOf(args.id, idType, 'product') ?? 0);
  if (!product) {
    throw commerceError(
      `No product ID was found corresponding to the ${idType.toLowerCase()}: ${args.id}`,
      'NOT_FOUND',
    );
  }
  // A draft, private or trashed product exists but is not public: null, as WPGraphQL's model
  // answers a guest (a hidden product stays reachable by its link).
  return product.status === 'publish' ? product : null;
}

type ProductsArgs = ConnectionArgs & {
  where?: (ProductWhere & { offsetPagination?: { offset?: number; size?: number } | null }) | null;
};

export function productsResolver(_: unknown, args: ProductsArgs, ctx: Ctx) {
  const { offsetPagination, ...given } = args.where ?? {};
  const { language, explicit } = whereLanguage(given, ctx);
  const where = { ...given, language: given.language === 'ALL' ? 'all' : language };
  const query = compileProductQuery(ctx.catalogue, where);
  let total: number | undefined;
  const totalOnce = () =>
    (total ??= countProducts(ctx.catalogue, compileProductQuery(ctx.catalogue, where, 'count')));
  const window = offsetPagination
    ? {
        offset: Math.max(0, offsetPagination.offset ?? 0),
        limit: Math.min(Math.max(0, offsetPagination.size ?? 10), 100),
      }
    : pageWindow(args, args.last && !args.before ? totalOnce() : undefined);
  const rows = selectProducts(ctx.catalogue, query, window.limit + 1, window.offset);
  const connection = buildConnection(rows.slice(0, window.limit), window.offset, rows.length > window.limit);
  connection.pageInfo.offsetPagination = {
    total: totalOnce,
    hasMore: rows.length > window.limit,
    hasPrevious: window.offset > 0,
  };
  return explicit ? tagLanguage(connection, language) : connection;
}

export function productVariationResolver(_: unknown, args: { id: string; idType?: string | null }, ctx: Ctx) {
  const variation = ctx.catalogue.variationById(idOf(args.id, args.idType, 'product_variation') ?? 0);
  if (!variation || variation.status !== 'publish')
    throw commerceError(`No product variation found for ${args.id}`, 'NOT_FOUND');
  return variation;
}

export function productCategoryResolver(_: unknown, args: { id: string; idType?: string | null }, ctx: Ctx) {
  const { catalogue } = ctx;
  switch (args.idType) {
    case 'SLUG':
      return catalogue.termBySlug('product_cat', args.id) ?? null;
    case 'NAME':
      return catalogue.termByName('product_cat', args.id) ?? null;
    case 'URI': {
      const slug = args.id.split('/').filter(Boolean).pop() ?? '';
      return catalogue.termBySlug('product_cat', slug) ?? null;
    }
    default: {
      const term = catalogue.termById(idOf(args.id, args.idType, 'term'));
      return term?.taxonomy === 'product_cat' ? term : null;
    }
  }
}

/** Term ids given as global ids or database ids. */
const termIds = (ids: (string | null)[] | null | undefined) =>
  (ids ?? [])
    .map((id) => (id && fromGlobalId(id)?.type === 'term' ? databaseIdOf(id, 'term') : Number(id)))
    .filter((id) => id && id > 0);

type TermArgs = ConnectionArgs & { where?: Record<string, unknown> | null };

function filterTerms(terms: TermRecord[], where: Record<string, unknown>): TermRecord[] {
  let list = terms;
  const include = termIds(where.include as string[] | undefined);
  if (include.length) list = list.filter((t) => include.includes(t.id));
  const exclude = termIds(where.exclude as string[] | undefined);
  if (exclude.length) list = list.filter((t) => !exclude.includes(t.id));
  const slugs = where.slug as string[] | undefined;
  if (slugs?.length) list = list.filter((t) => slugs.includes(t.slug));
  const names = where.name as string[] | undefined;
  if (names?.length) list = list.filter((t) => names.some((n) => n.toLowerCase() === t.name.toLowerCase()));
  if (typeof where.parent === 'number') list = list.filter((t) => (t.parent_id ?? 0) === where.parent);
  const search = (where.search as string | undefined)?.toLowerCase();
  if (search) list = list.filter((t) => t.name.toLowerCase().includes(search) || t.slug.includes(search));
  return list;
}

/** Terms with their names in `language`, so name filters, search and NAME order use them. */
function inLanguage(terms: TermRecord[], language: LanguageSlug, ctx: Ctx): TermRecord[] {
  if (language === 'en') return terms;
  return terms.map((term) => {
    const tagged = { ...term, __language: language };
    return { ...tagged, ...termText(tagged, ctx) };
  });
}

export function productCategoriesResolver(_: unknown, args: TermArgs, ctx: Ctx) {
  const where = args.where ?? {};
  const { language } = whereLanguage(where, ctx);
  let terms = filterTerms(inLanguage(ctx.catalogue.termsOfTaxonomy('product_cat'), language, ctx), where);
  if (where.childless) terms = terms.filter((t) => ctx.catalogue.childrenOf(t.id).length === 0);
  return termsConnection(terms, { ...args, first: args.first ?? (args.last ? undefined : 100) });
}

export function termsResolver(_: unknown, args: TermArgs, ctx: Ctx) {
  const where = args.where ?? {};
  const taxonomies = ((where.taxonomies as string[] | undefined) ?? Object.keys(taxonomyOfEnum)).map(
    (t) => taxonomyOfEnum[t] ?? t,
  );
  const { language } = whereLanguage(where, ctx);
  const terms = filterTerms(
    inLanguage(
      taxonomies.flatMap((taxonomy) => ctx.catalogue.termsOfTaxonomy(taxonomy)),
      language,
      ctx,
    ),
    where,
  );
  return termsConnection(terms, { ...args, first: args.first ?? (args.last ? undefined : 100) });
}

export const catalogueQueryResolvers = {
  product: productResolver,
  products: productsResolver,
  productVariation: productVariationResolver,
  productCategory: productCategoryResolver,
  productCategories: productCategoriesResolver,
  terms: termsResolver,
  allowedCountries: () => allowedCountries,
  countryStates: (_: unknown, args: { country: string }) => statesOf(args.country),
};
