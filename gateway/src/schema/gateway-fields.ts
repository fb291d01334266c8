import { delegateToSchema, type SubschemaConfig } from '@graphql-tools/delegate';
import type { IResolvers } from '@graphql-tools/utils';
import { WrapQuery } from '@graphql-tools/wrap';
import { Kind, type FieldNode, type GraphQLOutputType, type SelectionSetNode } from 'graphql';
import type { CatalogueCache } from '../cache/catalogue-cache.ts';
import { publicKey } from '../cache/policy.ts';
import { notFound } from '../errors.ts';
import type { ListingIndex } from '../catalogue/listing-index.ts';
import { commerceLanguage } from '../upstreams/commerce-transport.ts';
import { listPage, type ListingPage } from '../catalogue/listing.ts';
import { parseListingArgs, type ListingArgs } from '../catalogue/listing-query.ts';
import type { GatewayContext } from './context.ts';
import type { StoreSettings } from './store-settings.ts';

/** The gateway's own fields: catalogue listing, store settings, build info, session. */
export const gatewayTypeDefs = /* GraphQL */ `
  type PriceRange {
    min: Float!
    max: Float!
  }
  type CategoryFacet {
    slug: String!
    name: String!
    count: Int!
    """
    The slug of the category's parent (WooCommerce category trees), null for a top category.
    """
    parent: String
  }
  type AttributeTermFacet {
    slug: String!
    name: String!
    count: Int!
  }
  type AttributeFacet {
    """
    Attribute slug without the pa_ prefix: the key of a filter entry (behaviour §2).
    """
    slug: String!
    name: String!
    terms: [AttributeTermFacet!]!
  }
  """
  Filter options over the category and search scope, ignoring the filter itself.
  """
  type CatalogueFacets {
    price: PriceRange
    categories: [CategoryFacet!]!
    attributes: [AttributeFacet!]!
  }
  """
  One page of the catalogue (behaviour §5); "showing from to to of total".
  """
  type CatalogueListing {
    products: [Product!]!
    total: Int!
    from: Int!
    to: Int!
    page: Int!
    pageCount: Int!
    perPage: Int!
    facets: CatalogueFacets!
    """
    The filter's attribute slugs no product of the shop has: left out of the listing, which the
    storefront says. An attribute the shop has applies even where no product of the scope has it.
    """
    unknownAttributes: [String!]!
  }
  """
  Behaviour §9 store settings.
  """
  type StoreSettings {
    autoOpenCart: Boolean!
    showReviews: Boolean!
    showFilters: Boolean!
    showOrderByDropdown: Boolean!
    showSku: Boolean!
    showRelatedProducts: Boolean!
    showProductCategories: Boolean!
    showBreadcrumb: Boolean!
    showMoveToWishlist: Boolean!
    hideBillingAddressForVirtualProducts: Boolean!
    initStoreOnUserActionToReduceServerLoad: Boolean!
    saleBadgeType: String!
    socialLoginsDisplay: String!
    productsPerPage: Int!
    currency: String!
  }
  """
  The storefront build being served (behaviour §7 build housekeeping).
  """
  type BuildInfo {
    id: String!
    builtAt: String
  }
  """
  What the browser may know about its own session: never a token.
  """
  type SessionInfo {
    signedIn: Boolean!
    customerId: Int
  }
  extend type Query {
    """
    Behaviour §2 product list: filter entries are name[a,b] joined by commas (category, price[min,max],
    rating[min], sale[true], global attribute slugs); orderby date|price|rating|discount|alphabetically;
    order DESC (default) or ASC. A malformed filter is BAD_USER_INPUT naming the entry; an unknown
    category or a page past the last is NOT_FOUND.
    """
    catalogue(
      category: String
      search: String
      filter: String
      orderby: String
      order: String
      page: Int = 1
      perPage: Int
      """
      True for a part of a page that renders without it (a themed row on the home page): a
      category the shop lacks answers an empty listing, not NOT_FOUND (behaviour §2, every route).
      """
      optional: Boolean = false
    ): CatalogueListing!
    storeSettings: StoreSettings!
    buildInfo: BuildInfo!
    session: SessionInfo!
  }
`;

export interface GatewayFieldsDeps {
  listingIndex: ListingIndex;
  cache: CatalogueCache;
  settings: StoreSettings;
  maxPerPage: number;
  buildInfo: () => { id: string; builtAt: string | null };
  commerce: SubschemaConfig;
}

type Listing = ListingPage & { perPage: number };

const orderKey = '__gatewayOrderId';
const idField: FieldNode = {
  kind: Kind.FIELD,
  alias: { kind: Kind.NAME, value: orderKey },
  name: { kind: Kind.NAME, value: 'databaseId' },
};

type WrappedRequest = Parameters<WrapQuery['transformRequest']>[0];

/**
 * WrapQuery, but only for the operation's root field. WrapQuery matches its path from the root of
 * every definition, fragments included, so a product fragment with a field of the same name (a
 * grouped product's `products`, its children) was wrapped too and came back null.
 */
class RootFieldWrapQuery extends WrapQuery {
  constructor(
    private readonly rootField: string,
    private readonly wrapSelection: (selectionSet: SelectionSetNode) => SelectionSetNode,
    extractor: (result: { nodes?: unknown[] } | null) => unknown,
  ) {
    super([rootField], wrapSelection, extractor);
  }

  override transformRequest(request: WrappedRequest): WrappedRequest {
    const definitions = request.document.definitions.map((definition) => {
      if (definition.kind !== Kind.OPERATION_DEFINITION) return definition;
      const selections = definition.selectionSet.selections.map((selection) =>
        selection.kind === Kind.FIELD && selection.name.value === this.rootField && selection.selectionSet
          ? { ...selection, selectionSet: this.wrapSelection(selection.selectionSet) }
          : selection,
      );
      return { ...definition, selectionSet: { ...definition.selectionSet, selections } };
    });
    return { ...request, document: { ...request.document, definitions } };
  }
}

/**
 * Asks for `products { nodes { …the page's selection…, databaseId } }` and answers the nodes;
 * the id puts them back in the listing's order, whatever order the upstream used.
 */
export const unwrapNodes = new RootFieldWrapQuery(
  'products',
  (selectionSet: SelectionSetNode) => ({
    kind: Kind.SELECTION_SET,
    selections: [
      {
        kind: Kind.FIELD,
        name: { kind: Kind.NAME, value: 'nodes' },
        selectionSet: { kind: Kind.SELECTION_SET, selections: [...selectionSet.selections, idField] },
      },
    ],
  }),
  (result: { nodes?: unknown[] } | null) => result?.nodes ?? null,
);

export function inListingOrder<T extends Record<string, unknown>>(ids: number[], nodes: (T | null)[]): T[] {
  const byId = new Map(nodes.flatMap((node) => (node ? [[node[orderKey] as number, node] as const] : [])));
  return ids.flatMap((id) => {
    const node = byId.get(id);
    return node ? [node] : [];
  });
}

const missingIds = (ids: number[], shown: Record<string, unknown>[]) => {
  const present = new Set(shown.map((node) => node[orderKey]));
  return ids.filter((id) => !present.has(id));
};

export function createGatewayResolvers(deps: GatewayFieldsDeps): IResolvers<unknown, GatewayContext> {
  return {
    Query: {
      catalogue: async (
        _root,
        args: ListingArgs & { optional?: boolean | null },
        context,
      ): Promise<Listing> => {
        const query = parseListingArgs(args, {
          defaultPerPage: deps.settings.productsPerPage,
          maxPerPage: deps.maxPerPage,
        });
        // The shopper's language: its names for search and A–Z, its collation (gateway README).
        const locale = commerceLanguage(context.locale);
        const products = await deps.listingIndex.products(locale);
        // A path naming no category is a 404; an optional row naming one is left out by the page
        // (its listing is empty), so the page renders on a shop without that category.
        if (
          query.category &&
          !args.optional &&
          !products.some((facts) => facts.categories.some((category) => category.slug === query.category))
        ) {
          throw notFound(`Category ${query.category} not found.`);
        }
        const key = publicKey('listing', deps.cache.version, locale, {
          ...query,
          attributes: [...query.attributes],
        });
        const page = await deps.cache.fetch(key, async () => ({
          value: listPage(products, query, locale),
          tags: ['lists'],
        }));
        return { ...page, perPage: query.perPage };
      },
      storeSettings: () => deps.settings,
      buildInfo: () => deps.buildInfo(),
      session: (_root, _args, context) => ({
        signedIn: context.shopper.signedIn,
        customerId: context.shopper.session?.customerId ?? null,
      }),
    },
    CatalogueListing: {
      // A page kept by a gateway from before this field answers none.
      unknownAttributes: (listing: Partial<Listing>) => listing.unknownAttributes ?? [],
      products: {
        // One delegation for the whole page: `products(where: {include})`, unwrapped to its
        // nodes and put back in the listing's order. (24 `product(id:)` delegations cost ~10x.)
        resolve: async (listing: Listing, _args, context, info) => {
          if (listing.ids.length === 0) return [];
          const nodes = (await delegateToSchema({
            schema: deps.commerce,
            operation: 'query' as never,
            fieldName: 'products',
            args: { first: listing.ids.length, where: { include: listing.ids } },
            returnType: info.returnType as GraphQLOutputType,
            context,
            info,
            validateRequest: false,
            transforms: [unwrapNodes],
          })) as (Record<string, unknown> | null)[] | Error | null;
          if (!Array.isArray(nodes)) return nodes ?? [];
          // A product commerce no longer answers (unpublished, deleted since the index was built)
          // drops out of this page, and out of the index in every gateway process right away.
          const shown = inListingOrder(listing.ids, nodes);
          if (shown.length < listing.ids.length) deps.listingIndex.reportGone(missingIds(listing.ids, shown));
          return shown;
        },
      },
    },
  };
}
