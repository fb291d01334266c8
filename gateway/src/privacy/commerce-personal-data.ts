import { callCommerce, type CommerceCallDeps } from '../commands/commerce-call.ts';
import { commerceDocument } from '../commands/commerce-document.ts';
import type { GatewayContext } from '../schema/context.ts';
import { readCommerceReviews, type ExportedReview } from './commerce-reviews.ts';

type Address = Record<
  | 'firstName'
  | 'lastName'
  | 'company'
  | 'address1'
  | 'address2'
  | 'city'
  | 'state'
  | 'postcode'
  | 'country'
  | 'email'
  | 'phone',
  string | null
>;

interface ExportedOrder {
  databaseId: number | null;
  orderNumber: string | null;
  date: string | null;
  status: string | null;
  currency: string | null;
  total: string | null;
  paymentMethodTitle: string | null;
  customerNote: string | null;
  billing: Address | null;
  shipping: Address | null;
  lineItems: {
    nodes: {
      productId: number | null;
      variationId: number | null;
      quantity: number | null;
      total: string | null;
      product: { node: { name: string | null } | null } | null;
    }[];
  } | null;
}

interface PageInfo {
  hasNextPage: boolean;
  endCursor: string | null;
}

interface CustomerAnswer {
  customer: {
    databaseId: number | null;
    username: string | null;
    email: string | null;
    firstName: string | null;
    lastName: string | null;
    displayName: string | null;
    date: string | null;
    billing: Address | null;
    shipping: Address | null;
    orders: { nodes: ExportedOrder[]; pageInfo: PageInfo } | null;
    downloadableItems: {
      nodes: {
        name: string | null;
        downloadId: string;
        accessExpires: string | null;
        downloadsRemaining: number | null;
        product: { name?: string | null } | null;
      }[];
      pageInfo: PageInfo;
    } | null;
  } | null;
}

const address = `firstName lastName company address1 address2 city state postcode country email phone`;

/**
 * What commerce holds on the signed-in customer, read as her (her own tokens: commerce answers
 * only her `customer`). A page of orders at a time, as WooGraphQL pages connections (its default
 * and most per page is 100). Her reviews are read apart (`commerce-reviews.ts`): they hang off
 * `viewer`, not `customer`, and page on their own.
 */
export const myDataQuery = commerceDocument<CustomerAnswer, { after?: string | null }>(`
  query MyDataCustomer($after: String) {
    customer {
      databaseId username email firstName lastName displayName date
      billing { ${address} }
      shipping { ${address} }
      orders(first: 100, after: $after) {
        pageInfo { hasNextPage endCursor }
        nodes {
          databaseId orderNumber date status currency total paymentMethodTitle customerNote
          billing { ${address} }
          shipping { ${address} }
          lineItems(first: 100) { nodes { productId variationId quantity total product { node { name } } } }
        }
      }
      downloadableItems(first: 100) {
        pageInfo { hasNextPage endCursor }
        nodes {
          name downloadId accessExpires downloadsRemaining
          product { ... on Product { name } }
        }
      }
    }
  }
`);

/** At most this many pages of orders (10,000 orders): a bound on one export's work. */
const maxOrderPages = 100;

export interface CommercePersonalData {
  account: {
    databaseId: number | null;
    username: string | null;
    email: string | null;
    firstName: string | null;
    lastName: string | null;
    displayName: string | null;
    registeredAt: string | null;
  };
  addresses: { billing: Address | null; shipping: Address | null };
  orders: ExportedOrder[];
  downloads: NonNullable<NonNullable<CustomerAnswer['customer']>['downloadableItems']>['nodes'];
  reviews: ExportedReview[];
}

/** Her account, addresses, orders, downloads and reviews; undefined when commerce knows no customer for the tokens. */
export async function readCommercePersonalData(
  deps: CommerceCallDeps,
  context: GatewayContext,
): Promise<CommercePersonalData | undefined> {
  const first = (await callCommerce(deps, context, myDataQuery, {})).customer;
  if (!first) return undefined;
  const orders = [...(first.orders?.nodes ?? [])];
  let pageInfo = first.orders?.pageInfo;
  for (let page = 1; pageInfo?.hasNextPage && page < maxOrderPages; page++) {
    const next = (await callCommerce(deps, context, myDataQuery, { after: pageInfo.endCursor })).customer;
    orders.push(...(next?.orders?.nodes ?? []));
    pageInfo = next?.orders?.pageInfo;
  }
  const { databaseId, username, email, firstName, lastName, displayName, date } = first;
  return {
    account: { databaseId, username, email, firstName, lastName, displayName, registeredAt: date },
    addresses: { billing: first.billing, shipping: first.shipping },
    orders,
    downloads: first.downloadableItems?.nodes ?? [],
    reviews: await readCommerceReviews(deps, context),
  };
}
