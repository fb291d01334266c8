import { delegateToSchema, type SubschemaConfig } from '@graphql-tools/delegate';
import type { IResolvers } from '@graphql-tools/utils';
import type { GraphQLOutputType } from 'graphql';
import { cacheKey, type CatalogueCache } from '../cache/catalogue-cache.ts';
import { notFound } from '../errors.ts';
import type { ListingIndex } from '../catalogue/listing-index.ts';
import { listPage, type ListingPage } from '../catalogue/listing.ts';
import { parseListingArgs, type ListingArgs } from '../catalogue/listing-query.ts';
import type { GatewayContext } from './context.ts';
import type { StoreSettings } from './store-settings.ts';

/** The gateway's own fields (issue 5): catalogue listing, store settings, build info, session. */
export const gatewayTypeDefs = /* GraphQL */ `
  type PriceRange {
    min: Float!
    max: Float!
  }
  type CategoryFacet {
    slug: String!
    name: String!
    count: Int!
  }
  type AttributeTermFacet {
    slug: String!
    name: String!
    count: Int!
  }
  type AttributeFacet {
    """Attribute slug without the pa_ prefix: the key of a filter entry (spec §2)."""
    slug: String!
    name: String!
    terms: [AttributeTermFacet!]!
  }
  """Filter options over the category and search scope, ignoring the filter itself."""
  type CatalogueFacets {
    price: PriceRange
    categories: [CategoryFacet!]!
    attributes: [AttributeFacet!]!
  }
  """One page of the catalogue (spec §5); "showing from to to of total"."""
  type CatalogueListing {
    products: [Product!]!
    total: Int!
    from: Int!
    to: Int!
    page: Int!
    pageCount: Int!
    perPage: Int!
    facets: CatalogueFacets!
  }
  """Spec §9 store settings."""
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
  """The storefront build being served (spec §7 build housekeeping)."""
  type BuildInfo {
    id: String!
    builtAt: String
  }
  """What the browser may know about its own session: never a token."""
  type SessionInfo {
    signedIn: Boolean!
    customerId: Int
  }
  extend type Query {
    """
    Spec §2 product list: filter entries are name[a,b] joined by commas (category, price[min,max],
    rating[min], sale[true], global attribute slugs); orderby date|price|rating|discount|alphabetically;
    order DESC (default) or ASC. A malformed filter is BAD_USER_INPUT naming the entry; an unknown
    category or a page past the last is NOT_FOUND.
    """
    catalogue(category: String, search: String, filter: String, orderby: String, order: String, page: Int = 1, perPage: Int): CatalogueListing!
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

export function createGatewayResolvers(deps: GatewayFieldsDeps): IResolvers<unknown, GatewayContext> {
  return {
    Query: {
      catalogue: async (_root, args: ListingArgs): Promise<Listing> => {
        const query = parseListingArgs(args, { defaultPerPage: deps.settings.productsPerPage, maxPerPage: deps.maxPerPage });
        const products = await deps.listingIndex.products();
        if (query.category && !products.some((facts) => facts.categories.some((category) => category.slug === query.category))) {
          throw notFound(`Category ${query.category} not found.`);
        }
        const key = cacheKey('listing', deps.listingIndex.version, { ...query, attributes: [...query.attributes] });
        const page = await deps.cache.fetch(key, async () => ({ value: listPage(products, query), tags: ['lists'] }));
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
      products: {
        resolve: async (listing: Listing, _args, context, info) => {
          const products = await Promise.all(
            listing.ids.map((id) =>
              delegateToSchema({
                schema: deps.commerce,
                operation: 'query' as never,
                fieldName: 'product',
                args: { id: String(id), idType: 'DATABASE_ID' },
                returnType: info.schema.getType('Product') as GraphQLOutputType,
                context,
                info,
              }),
            ),
          );
          // A product deleted since the index was built simply drops out of the page.
          return products.filter((product) => product != null && !(product instanceof Error));
        },
      },
    },
  };
}
