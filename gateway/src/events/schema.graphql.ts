/** The gateway fields the events module adds (merged into the gateway subschema). */
export const eventsTypeDefs = /* GraphQL */ `
  "Whose list it is: a guest's (/wishlist) or a signed-in customer's (my-account, tab=wishlist)."
  enum WishlistOwnerKind {
    GUEST
    CUSTOMER
  }

  type WishlistItem {
    productId: Int!
    "ISO 8601"
    addedAt: String!
  }

  type Wishlist {
    owner: WishlistOwnerKind!
    items: [WishlistItem!]!
    productIds: [Int!]!
    count: Int!
  }

  "The answer to a newsletter sign-up: the discount code is shown at once (spec §4)."
  type NewsletterSubscription {
    email: String!
    code: String
    message: String!
    alreadySubscribed: Boolean!
  }

  "A real recent purchase, coarse and anonymised: a first-name initial and a city."
  type PurchaseNotification {
    id: ID!
    customerName: String!
    avatar: String!
    location: String
    productName: String
    "ISO 8601; the toast shows the time ago"
    placedAt: String!
  }

  "Off by default: the storefront then shows the spec's canned notifications."
  type PurchaseFeed {
    enabled: Boolean!
    entries: [PurchaseNotification!]!
  }

  enum CheckoutAttemptStatus {
    PENDING
    SUCCEEDED
    FAILED
  }

  "The recorded outcome of one checkout attempt (one idempotency key)."
  type CheckoutAttempt {
    idempotencyKey: ID!
    status: CheckoutAttemptStatus!
    "True when this answer is the recorded outcome of an earlier request with the same key."
    replayed: Boolean!
    orderId: Int
    orderNumber: String
    orderKey: String
    redirect: String
    errorMessage: String
    errorCode: String
  }

  input PlaceOrderAddressInput {
    firstName: String
    lastName: String
    company: String
    address1: String
    address2: String
    city: String
    state: String
    postcode: String
    country: String
    email: String
    phone: String
  }

  input PlaceOrderInput {
    paymentMethod: String!
    billing: PlaceOrderAddressInput!
    shipping: PlaceOrderAddressInput
    shipToDifferentAddress: Boolean
    customerNote: String
    transactionId: String
    "Optional account creation at checkout (spec §2)."
    account: PlaceOrderAccountInput
  }

  input PlaceOrderAccountInput {
    username: String!
    password: String!
  }

  type Query {
    wishlist: Wishlist!
    purchaseFeed(limit: Int = 10): PurchaseFeed!
    checkoutAttempt(idempotencyKey: ID!): CheckoutAttempt
  }

  type Mutation {
    addToWishlist(productId: Int!): Wishlist!
    removeFromWishlist(productId: Int!): Wishlist!
    "Move-to-wishlist from the cart: the product joins the wishlist, then the line leaves the cart."
    moveCartItemToWishlist(key: ID!, productId: Int!): Wishlist!
    subscribeToNewsletter(email: String!, source: String, locale: String): NewsletterSubscription!
    "Places the order once per key: a repeat (or a racing twin) returns the recorded outcome."
    placeOrder(idempotencyKey: ID!, input: PlaceOrderInput!): CheckoutAttempt!
  }
`;
