/**
 * The GraphQL operations the load scenarios send to the gateway, written against
 * schema/gateway.graphql (the stitched schema the storefront sees). Named, so the gateway's
 * metrics and traces show load traffic per operation.
 */

export const catalogueListing = /* GraphQL */ `
  query LoadCatalogue(
    $category: String
    $filter: String
    $search: String
    $orderby: String
    $order: String
    $page: Int
  ) {
    catalogue(
      category: $category
      filter: $filter
      search: $search
      orderby: $orderby
      order: $order
      page: $page
      perPage: 24
    ) {
      total
      page
      pageCount
      products {
        __typename
        databaseId
        slug
        name
        ... on SimpleProduct {
          price
          stockStatus
          stockQuantity
        }
      }
      facets {
        price {
          min
          max
        }
        categories {
          slug
          count
        }
        attributes {
          slug
          terms {
            slug
            count
          }
        }
      }
    }
  }
`;

export const productDetail = /* GraphQL */ `
  query LoadProductDetail($slug: ID!) {
    product(id: $slug, idType: SLUG) {
      __typename
      databaseId
      name
      slug
      description
      image {
        sourceUrl(size: WOOCOMMERCE_SINGLE)
        altText
      }
      ... on SimpleProduct {
        price
        regularPrice
        stockStatus
      }
      ... on VariableProduct {
        price
        variations(first: 20) {
          nodes {
            databaseId
            stockStatus
          }
        }
      }
      related(first: 4) {
        nodes {
          databaseId
          slug
          name
        }
      }
    }
  }
`;

export const addToCart = /* GraphQL */ `
  mutation LoadAddToCart($productId: Int!, $quantity: Int) {
    addToCart(input: { productId: $productId, quantity: $quantity }) {
      cart {
        isEmpty
        total
        contents {
          itemCount
        }
      }
    }
  }
`;

export const cart = /* GraphQL */ `
  query LoadCart {
    cart {
      isEmpty
      total
      needsShippingAddress
      chosenShippingMethods
      availableShippingMethods {
        rates {
          id
          cost
          label
        }
      }
      contents {
        itemCount
      }
    }
  }
`;

// The gateway's own checkout (the browser schema has no commerce `checkout`): once per key.
export const checkout = /* GraphQL */ `
  mutation LoadCheckout($key: ID!, $input: PlaceOrderInput!) {
    placeOrder(idempotencyKey: $key, input: $input) {
      status
      orderId
      errorCode
    }
  }
`;

export const registerCustomer = /* GraphQL */ `
  mutation LoadRegisterCustomer($input: RegisterCustomerInput!) {
    registerCustomer(input: $input) {
      customer {
        databaseId
      }
    }
  }
`;

export const login = /* GraphQL */ `
  mutation LoadLogin($username: String!, $password: String!) {
    login(input: { provider: PASSWORD, credentials: { username: $username, password: $password } }) {
      user {
        databaseId
      }
    }
  }
`;

export const viewer = /* GraphQL */ `
  query LoadViewer {
    viewer {
      databaseId
    }
    session {
      signedIn
    }
  }
`;

export const logout = /* GraphQL */ `
  mutation LoadLogout {
    logout(input: {}) {
      success
    }
  }
`;
