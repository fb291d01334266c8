import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes, type ErrorCode } from '../../src/errors.ts';
import { openEventStore, type EventStore } from '../../src/state/open-event-store.ts';
import { Browser, inStockSimpleProduct, startStack, type Stack } from '../support/stack.ts';

/**
 * The rule (gateway README "The GraphQL edge"): bad input a browser can send gets a clear error
 * with a stable code of the catalogue (schema/error-codes.json), never INTERNAL_SERVER_ERROR, and
 * no message shows a stack, SQL, a token or a server path; and it loses nothing the shopper
 * already had: her cart lines and totals, her saved addresses, her wishlist, her size and her
 * sign-in are as they were.
 *
 * One row per bad input: who sends it (a guest, or a signed-in customer; each row is a new
 * shopper with a line of two in her cart and a saved address), the mutation as a browser writes
 * it, its variables (a function of her and the shop when they name her cart line, her account or
 * a product) and the code she must get. Add a row for every new command or input. The embedded
 * commerce refuses as a real WooCommerce does (WooGraphQL's wording, checked on the real one), so
 * the codes are the ones a real shop's shoppers get.
 */

interface Shop {
  /** A simple product in stock: every shopper has two of it in her cart. */
  simple: number;
  /** A product with variations (sizes). */
  variable: number;
  /** The €25 gift card: its line carries `extraData`. */
  giftCard: number;
}

interface Her {
  browser: Browser;
  shop: Shop;
  /** Her cart line (two of `shop.simple`). */
  lineKey: string;
  email: string;
  password: string;
  /** Her account's id (a customer's; 0 for a guest). */
  databaseId: number;
}

type Variables = Record<string, unknown> | ((her: Her) => Record<string, unknown>);

interface Case {
  name: string;
  as: 'guest' | 'customer';
  query: string;
  variables: Variables;
  code: ErrorCode;
}

const long = 'x'.repeat(10_000);
const address = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: 'Unter den Linden 1',
  city: 'Berlin',
  postcode: '10117',
  country: 'DE',
  email: 'ada@example.com',
};

const addToCart = `mutation($input: AddToCartInput!) { addToCart(input: $input) { cart { isEmpty } cartItem { key } } }`;
const updateItemQuantities = `mutation($input: UpdateItemQuantitiesInput!) { updateItemQuantities(input: $input) { cart { isEmpty } } }`;
const removeItemsFromCart = `mutation($input: RemoveItemsFromCartInput!) { removeItemsFromCart(input: $input) { cart { isEmpty } } }`;
const applyCoupon = `mutation($input: ApplyCouponInput!) { applyCoupon(input: $input) { cart { isEmpty } applied { code } } }`;
const removeCoupons = `mutation($input: RemoveCouponsInput!) { removeCoupons(input: $input) { cart { isEmpty } } }`;
const updateShippingMethod = `mutation($input: UpdateShippingMethodInput!) { updateShippingMethod(input: $input) { cart { isEmpty } } }`;
const applyGiftCard = `mutation($input: ApplyGiftCardInput!) { applyGiftCard(input: $input) { cart { isEmpty } } }`;
const addToWishlist = `mutation($id: Int!) { addToWishlist(productId: $id) { productIds } }`;
const removeFromWishlist = `mutation($id: Int!) { removeFromWishlist(productId: $id) { productIds } }`;
const moveCartItemToWishlist = `mutation($key: ID!, $id: Int!) { moveCartItemToWishlist(key: $key, productId: $id) { productIds } }`;
const login = `mutation($input: LoginInput!) { login(input: $input) { user { email } } }`;
const registerCustomer = `mutation($input: RegisterCustomerInput!) { registerCustomer(input: $input) { viewer { email databaseId } } }`;
const sendPasswordResetEmail = `mutation($input: SendPasswordResetEmailInput!) { sendPasswordResetEmail(input: $input) { success } }`;
const resetUserPassword = `mutation($input: ResetUserPasswordInput!) { resetUserPassword(input: $input) { user { databaseId } } }`;
const updateCustomer = `mutation($input: UpdateCustomerInput!) { updateCustomer(input: $input) { customer { email } } }`;
const updateUser = `mutation($input: UpdateUserInput!) { updateUser(input: $input) { user { email } } }`;
const writeReview = `mutation($input: WriteReviewInput!) { writeReview(input: $input) { rating } }`;
const placeOrder = `mutation($key: ID!, $input: PlaceOrderInput!) { placeOrder(idempotencyKey: $key, input: $input) { status errorCode errorMessage orderId } }`;
const saveMySize = `mutation($input: SaveMySizeInput!) { saveMySize(input: $input) { size } }`;
const sendContactMessage = `mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { success } }`;
const subscribeBackInStock = `mutation($input: SubscribeBackInStockInput!) { subscribeBackInStock(input: $input) { requested } }`;
const subscribeToNewsletter = `mutation($email: String!) { subscribeToNewsletter(email: $email) { email } }`;
const confirmBackInStock = `mutation($token: String!) { confirmBackInStock(token: $token) { status } }`;
const unsubscribeBackInStock = `mutation($token: String!) { unsubscribeBackInStock(token: $token) { status } }`;
const deleteMyAccount = `mutation($input: DeleteMyAccountInput!) { deleteMyAccount(input: $input) { erased } }`;

let keys = 0;
/** A checkout with her address and cash on delivery, `change`d; a new idempotency key each. */
const order = (change: Record<string, unknown>) => () => ({
  key: `bad-input-checkout-${++keys}`,
  input: { paymentMethod: 'cod', billing: address, ...change },
});
/** A review of her product by her, `change`d (her address: the per-account limit counts it). */
const review =
  (change: Record<string, unknown>) =>
  (her: Her): Record<string, unknown> => ({
    input: {
      commentOn: her.shop.simple,
      rating: 5,
      content: 'Lovely',
      author: 'Ada',
      authorEmail: her.email,
      ...change,
    },
  });
const contact =
  (change: Record<string, unknown>) =>
  (her: Her): Record<string, unknown> => ({
    input: { name: 'Ada', email: her.email, message: 'Hi', ...change },
  });

const rowOf =
  (as: Case['as']) =>
  (name: string, query: string, variables: Variables, code: ErrorCode): Case => ({
    name,
    as,
    query,
    variables,
    code,
  });
const guest = rowOf('guest');
const customer = rowOf('customer');

const rows: Case[] = [
  // addToCart
  guest(
    'addToCart: quantity 0',
    addToCart,
    (her) => ({ input: { productId: her.shop.simple, quantity: 0 } }),
    'BAD_USER_INPUT',
  ),
  guest(
    'addToCart: quantity -1',
    addToCart,
    (her) => ({ input: { productId: her.shop.simple, quantity: -1 } }),
    'BAD_USER_INPUT',
  ),
  guest(
    'addToCart: quantity 2.5',
    addToCart,
    (her) => ({ input: { productId: her.shop.simple, quantity: 2.5 } }),
    'GRAPHQL_VALIDATION_FAILED',
  ),
  guest(
    'addToCart: quantity 2^31 - 1',
    addToCart,
    (her) => ({ input: { productId: her.shop.simple, quantity: 2_147_483_647 } }),
    'STOCK_LIMITED',
  ),
  guest(
    'addToCart: quantity 2^31',
    addToCart,
    (her) => ({ input: { productId: her.shop.simple, quantity: 2_147_483_648 } }),
    'GRAPHQL_VALIDATION_FAILED',
  ),
  guest(
    'addToCart: quantity "two"',
    addToCart,
    (her) => ({ input: { productId: her.shop.simple, quantity: 'two' } }),
    'GRAPHQL_VALIDATION_FAILED',
  ),
  guest('addToCart: product 999999', addToCart, { input: { productId: 999_999, quantity: 1 } }, 'NOT_FOUND'),
  guest('addToCart: product 0', addToCart, { input: { productId: 0, quantity: 1 } }, 'NOT_FOUND'),
  guest('addToCart: product -5', addToCart, { input: { productId: -5, quantity: 1 } }, 'NOT_FOUND'),
  guest(
    'addToCart: product "abc"',
    addToCart,
    { input: { productId: 'abc', quantity: 1 } },
    'GRAPHQL_VALIDATION_FAILED',
  ),
  guest(
    'addToCart: variation -1',
    addToCart,
    (her) => ({ input: { productId: her.shop.simple, variationId: -1, quantity: 1 } }),
    'NOT_FOUND',
  ),
  guest(
    'addToCart: variation 999999 of a simple product',
    addToCart,
    (her) => ({ input: { productId: her.shop.simple, variationId: 999_999, quantity: 1 } }),
    // WooGraphQL: "Failed to add cart item. Please check input." (WooCommerce's add_to_cart refuses
    // the unknown variation without a notice), which says no more than that the input is wrong.
    'BAD_USER_INPUT',
  ),
  guest(
    'addToCart: a set without its size',
    addToCart,
    (her) => ({ input: { productId: her.shop.variable, quantity: 1 } }),
    'PRODUCT_OPTIONS_REQUIRED',
  ),
  guest(
    'addToCart: attribute without a name',
    addToCart,
    (her) => ({ input: { productId: her.shop.variable, quantity: 1, variation: [{ attributeValue: 'm' }] } }),
    'GRAPHQL_VALIDATION_FAILED',
  ),
  guest(
    'addToCart: 10,000-character attribute',
    addToCart,
    (her) => ({
      input: {
        productId: her.shop.variable,
        quantity: 1,
        variation: [{ attributeName: long, attributeValue: long }],
      },
    }),
    'PRODUCT_OPTIONS_REQUIRED',
  ),
  guest(
    'addToCart: gift card extraData that is not JSON',
    addToCart,
    (her) => ({ input: { productId: her.shop.giftCard, quantity: 1, extraData: '{not json' } }),
    'BAD_USER_INPUT',
  ),
  guest(
    'addToCart: gift card 10,000-character extraData',
    addToCart,
    (her) => ({ input: { productId: her.shop.giftCard, quantity: 1, extraData: long } }),
    'BAD_USER_INPUT',
  ),
  guest(
    'addToCart: gift card to a malformed email',
    addToCart,
    (her) => ({
      input: {
        productId: her.shop.giftCard,
        quantity: 1,
        extraData: JSON.stringify({ recipientEmail: 'not-an-email' }),
      },
    }),
    'EMAIL_INVALID',
  ),

  // updateItemQuantities
  guest(
    'updateItemQuantities: unknown line key',
    updateItemQuantities,
    { input: { items: [{ key: 'no-such-line', quantity: 1 }] } },
    'NOT_FOUND',
  ),
  guest(
    'updateItemQuantities: empty line key',
    updateItemQuantities,
    { input: { items: [{ key: '', quantity: 1 }] } },
    'NOT_FOUND',
  ),
  guest(
    'updateItemQuantities: 10,000-character line key',
    updateItemQuantities,
    { input: { items: [{ key: long, quantity: 1 }] } },
    'NOT_FOUND',
  ),
  guest(
    'updateItemQuantities: quantity -1',
    updateItemQuantities,
    (her) => ({ input: { items: [{ key: her.lineKey, quantity: -1 }] } }),
    'BAD_USER_INPUT',
  ),
  guest(
    'updateItemQuantities: quantity 2.5',
    updateItemQuantities,
    (her) => ({ input: { items: [{ key: her.lineKey, quantity: 2.5 }] } }),
    'GRAPHQL_VALIDATION_FAILED',
  ),
  guest(
    'updateItemQuantities: quantity 1,000,000',
    updateItemQuantities,
    (her) => ({ input: { items: [{ key: her.lineKey, quantity: 1_000_000 }] } }),
    'STOCK_LIMITED',
  ),
  guest(
    'updateItemQuantities: a null line',
    updateItemQuantities,
    { input: { items: [null] } },
    'BAD_USER_INPUT',
  ),
  guest(
    'updateItemQuantities: her line, then a null line',
    updateItemQuantities,
    (her) => ({ input: { items: [{ key: her.lineKey, quantity: 1 }, null] } }),
    'BAD_USER_INPUT',
  ),
  guest(
    'updateItemQuantities: a line without a quantity',
    updateItemQuantities,
    (her) => ({ input: { items: [{ key: her.lineKey }] } }),
    'GRAPHQL_VALIDATION_FAILED',
  ),

  // removeItemsFromCart
  guest(
    'removeItemsFromCart: unknown line key',
    removeItemsFromCart,
    { input: { keys: ['no-such-line'] } },
    'NOT_FOUND',
  ),
  guest('removeItemsFromCart: empty line key', removeItemsFromCart, { input: { keys: [''] } }, 'NOT_FOUND'),
  guest('removeItemsFromCart: a null key', removeItemsFromCart, { input: { keys: [null] } }, 'NOT_FOUND'),
  guest(
    'removeItemsFromCart: her line and an unknown key',
    removeItemsFromCart,
    (her) => ({ input: { keys: [her.lineKey, 'no-such-line'] } }),
    'NOT_FOUND',
  ),

  // applyCoupon, removeCoupons
  guest('applyCoupon: empty code', applyCoupon, { input: { code: '' } }, 'COUPON_CODE_REQUIRED'),
  guest('applyCoupon: blank code', applyCoupon, { input: { code: '   ' } }, 'COUPON_CODE_REQUIRED'),
  guest('applyCoupon: unknown code', applyCoupon, { input: { code: 'NO-SUCH-COUPON' } }, 'COUPON_INVALID'),
  guest('applyCoupon: 10,000-character code', applyCoupon, { input: { code: long } }, 'COUPON_INVALID'),
  guest(
    'applyCoupon: a NUL in the code',
    applyCoupon,
    { input: { code: 'NAILS\u000010' } },
    'BAD_USER_INPUT',
  ),
  guest(
    'removeCoupons: a coupon not applied',
    removeCoupons,
    { input: { codes: ['NO-SUCH-COUPON'] } },
    'BAD_USER_INPUT',
  ),
  guest('removeCoupons: no codes', removeCoupons, { input: { codes: [] } }, 'BAD_USER_INPUT'),

  // updateShippingMethod
  guest(
    'updateShippingMethod: unknown method',
    updateShippingMethod,
    { input: { shippingMethods: ['no_such_rate:99'] } },
    'SHIPPING_UNAVAILABLE',
  ),
  guest(
    'updateShippingMethod: empty method',
    updateShippingMethod,
    { input: { shippingMethods: [''] } },
    'SHIPPING_UNAVAILABLE',
  ),
  guest(
    'updateShippingMethod: 10,000-character method',
    updateShippingMethod,
    { input: { shippingMethods: [long] } },
    'SHIPPING_UNAVAILABLE',
  ),

  // applyGiftCard
  guest('applyGiftCard: empty code', applyGiftCard, { input: { code: '' } }, 'GIFT_CARD_INVALID'),
  guest(
    'applyGiftCard: unknown code',
    applyGiftCard,
    { input: { code: 'NO-SUCH-CARD' } },
    'GIFT_CARD_INVALID',
  ),
  guest(
    'applyGiftCard: 10,000-character code',
    applyGiftCard,
    { input: { code: long } },
    'GIFT_CARD_INVALID',
  ),

  // wishlist
  guest('addToWishlist: product 999999', addToWishlist, { id: 999_999 }, 'NOT_FOUND'),
  guest('addToWishlist: product 0', addToWishlist, { id: 0 }, 'BAD_USER_INPUT'),
  guest('addToWishlist: product -1', addToWishlist, { id: -1 }, 'BAD_USER_INPUT'),
  guest('addToWishlist: product 2^31', addToWishlist, { id: 2_147_483_648 }, 'GRAPHQL_VALIDATION_FAILED'),
  guest('removeFromWishlist: product -1', removeFromWishlist, { id: -1 }, 'BAD_USER_INPUT'),
  guest(
    'moveCartItemToWishlist: unknown line key',
    moveCartItemToWishlist,
    (her) => ({ key: 'no-such-line', id: her.shop.simple }),
    'NOT_FOUND',
  ),
  guest(
    'moveCartItemToWishlist: her line as product 999999',
    moveCartItemToWishlist,
    (her) => ({ key: her.lineKey, id: 999_999 }),
    'BAD_USER_INPUT',
  ),
  guest(
    'moveCartItemToWishlist: her line as another product',
    moveCartItemToWishlist,
    (her) => ({ key: her.lineKey, id: her.shop.giftCard }),
    'BAD_USER_INPUT',
  ),
  guest(
    'moveCartItemToWishlist: product 0',
    moveCartItemToWishlist,
    (her) => ({ key: her.lineKey, id: 0 }),
    'BAD_USER_INPUT',
  ),

  // login
  guest(
    'login: empty name and password',
    login,
    { input: { provider: 'PASSWORD', credentials: { username: '', password: '' } } },
    'INVALID_CREDENTIALS',
  ),
  guest(
    'login: 10,000-character name',
    login,
    { input: { provider: 'PASSWORD', credentials: { username: long, password: 'whatever-2026' } } },
    'INVALID_CREDENTIALS',
  ),
  guest('login: PASSWORD without credentials', login, { input: { provider: 'PASSWORD' } }, 'BAD_USER_INPUT'),
  guest(
    'login: credentials without a password',
    login,
    { input: { provider: 'PASSWORD', credentials: { username: 'ada' } } },
    'GRAPHQL_VALIDATION_FAILED',
  ),
  guest(
    'login: unknown provider',
    login,
    { input: { provider: 'MYSPACE', credentials: { username: 'a', password: 'b' } } },
    'GRAPHQL_VALIDATION_FAILED',
  ),
  guest(
    'login: GOOGLE with a made-up code',
    login,
    { input: { provider: 'GOOGLE', oauthResponse: { code: 'made-up' } } },
    'BAD_USER_INPUT',
  ),
  customer(
    'login: a customer types a wrong password',
    login,
    (her) => ({
      input: { provider: 'PASSWORD', credentials: { username: her.email, password: 'wrong-password-2026' } },
    }),
    'INVALID_CREDENTIALS',
  ),

  // registerCustomer
  guest(
    'registerCustomer: malformed email',
    registerCustomer,
    { input: { email: 'not-an-email', username: 'notanemail', password: 'Good-pass-2026' } },
    'EMAIL_INVALID',
  ),
  guest(
    'registerCustomer: empty email',
    registerCustomer,
    { input: { email: '', password: 'Good-pass-2026' } },
    'EMAIL_INVALID',
  ),
  guest(
    'registerCustomer: blank email',
    registerCustomer,
    { input: { email: '   ', password: 'Good-pass-2026' } },
    'EMAIL_INVALID',
  ),
  guest(
    'registerCustomer: 10,000-character email',
    registerCustomer,
    { input: { email: `${long}@example.com`, password: 'Good-pass-2026' } },
    'EMAIL_INVALID',
  ),
  guest(
    'registerCustomer: short password',
    registerCustomer,
    { input: { email: 'short-pass@example.com', password: 'a' } },
    'PASSWORD_TOO_SHORT',
  ),
  guest(
    'registerCustomer: 10,000-character username',
    registerCustomer,
    { input: { email: 'long-name@example.com', username: long, password: 'Good-pass-2026' } },
    'USERNAME_INVALID',
  ),
  guest(
    'registerCustomer: unknown billing country',
    registerCustomer,
    {
      input: {
        email: 'xx-country@example.com',
        password: 'Good-pass-2026',
        billing: { ...address, country: 'XX' },
      },
    },
    'GRAPHQL_VALIDATION_FAILED',
  ),
  guest(
    'registerCustomer: malformed billing email',
    registerCustomer,
    {
      input: {
        email: 'billing-mail@example.com',
        password: 'Good-pass-2026',
        billing: { ...address, email: 'not-an-email' },
      },
    },
    'EMAIL_INVALID',
  ),

  // password reset
  guest(
    'sendPasswordResetEmail: empty name',
    sendPasswordResetEmail,
    { input: { username: '' } },
    'BAD_USER_INPUT',
  ),
  guest(
    'sendPasswordResetEmail: blank name',
    sendPasswordResetEmail,
    { input: { username: '   ' } },
    'BAD_USER_INPUT',
  ),
  guest(
    'resetUserPassword: made-up key',
    resetUserPassword,
    { input: { key: 'made-up', login: 'nobody@example.com', password: 'Good-pass-2026' } },
    'BAD_USER_INPUT',
  ),
  guest('resetUserPassword: nothing given', resetUserPassword, { input: {} }, 'BAD_USER_INPUT'),

  // updateCustomer
  guest(
    'updateCustomer: a guest’s unknown shipping country',
    updateCustomer,
    { input: { isSession: true, shipping: { country: 'XX' } } },
    'GRAPHQL_VALIDATION_FAILED',
  ),
  guest(
    'updateCustomer: a guest names a customer',
    updateCustomer,
    { input: { id: '1', firstName: 'Mallory' } },
    'UNAUTHENTICATED',
  ),
  guest(
    'updateCustomer: a guest’s malformed billing email',
    updateCustomer,
    { input: { isSession: true, billing: { ...address, email: 'not-an-email' } } },
    'EMAIL_INVALID',
  ),
  customer(
    'updateCustomer: malformed billing email',
    updateCustomer,
    { input: { billing: { ...address, email: 'not-an-email' } } },
    'EMAIL_INVALID',
  ),
  customer(
    'updateCustomer: malformed account email',
    updateCustomer,
    { input: { email: 'not-an-email' } },
    'EMAIL_INVALID',
  ),
  customer(
    'updateCustomer: 10,000-character account email',
    updateCustomer,
    { input: { email: `${long}@example.com` } },
    'EMAIL_INVALID',
  ),
  customer(
    'updateCustomer: unknown billing country',
    updateCustomer,
    { input: { billing: { ...address, country: 'XX' } } },
    'GRAPHQL_VALIDATION_FAILED',
  ),
  customer(
    'updateCustomer: short password',
    updateCustomer,
    { input: { password: 'a' } },
    'PASSWORD_TOO_SHORT',
  ),
  customer(
    'updateCustomer: another customer’s id',
    updateCustomer,
    { input: { id: '1', firstName: 'Mallory' } },
    'FORBIDDEN',
  ),
  customer(
    'updateCustomer: a product’s relay id',
    updateCustomer,
    { input: { id: 'cHJvZHVjdDox', firstName: 'Mallory' } },
    'FORBIDDEN',
  ),

  // updateUser
  guest('updateUser: a guest', updateUser, { input: { id: '1', firstName: 'Mallory' } }, 'UNAUTHENTICATED'),
  customer(
    'updateUser: another user’s id',
    updateUser,
    { input: { id: '1', firstName: 'Mallory' } },
    'FORBIDDEN',
  ),
  customer(
    'updateUser: an id that is not one',
    updateUser,
    { input: { id: 'abc', firstName: 'Mallory' } },
    'FORBIDDEN',
  ),
  customer(
    'updateUser: malformed email',
    updateUser,
    (her) => ({ input: { id: String(her.databaseId), email: 'not-an-email' } }),
    'EMAIL_INVALID',
  ),

  // writeReview
  guest('writeReview: rating 0', writeReview, review({ rating: 0 }), 'BAD_USER_INPUT'),
  guest('writeReview: rating 6', writeReview, review({ rating: 6 }), 'BAD_USER_INPUT'),
  guest('writeReview: rating -1', writeReview, review({ rating: -1 }), 'BAD_USER_INPUT'),
  guest('writeReview: rating 4.5', writeReview, review({ rating: 4.5 }), 'GRAPHQL_VALIDATION_FAILED'),
  guest('writeReview: product 999999', writeReview, review({ commentOn: 999_999 }), 'NOT_FOUND'),
  guest('writeReview: no product', writeReview, review({ commentOn: null }), 'NOT_FOUND'),
  guest('writeReview: empty review', writeReview, review({ content: '' }), 'BAD_USER_INPUT'),
  guest('writeReview: 10,000-character review', writeReview, review({ content: long }), 'BAD_USER_INPUT'),
  guest(
    'writeReview: a bell in the review',
    writeReview,
    review({ content: 'Lovely\u0007' }),
    'BAD_USER_INPUT',
  ),
  guest(
    'writeReview: malformed email',
    writeReview,
    review({ authorEmail: 'not-an-email' }),
    'BAD_USER_INPUT',
  ),
  guest('writeReview: no name', writeReview, review({ author: '' }), 'BAD_USER_INPUT'),

  // placeOrder
  guest(
    'placeOrder: malformed billing email',
    placeOrder,
    order({ billing: { ...address, email: 'not-an-email' } }),
    'ADDRESS_INVALID',
  ),
  customer(
    'placeOrder: a customer’s malformed billing email',
    placeOrder,
    order({ billing: { ...address, email: 'not-an-email' } }),
    'ADDRESS_INVALID',
  ),
  customer(
    'placeOrder: a customer’s unknown billing country',
    placeOrder,
    order({ billing: { ...address, country: 'XX' } }),
    'ADDRESS_INVALID',
  ),
  guest(
    'placeOrder: unknown billing country',
    placeOrder,
    order({ billing: { ...address, country: 'XX' } }),
    'ADDRESS_INVALID',
  ),
  guest(
    'placeOrder: empty billing country',
    placeOrder,
    order({ billing: { ...address, country: '' } }),
    'ADDRESS_INVALID',
  ),
  guest(
    'placeOrder: unknown shipping country',
    placeOrder,
    order({ shipToDifferentAddress: true, shipping: { ...address, country: 'ZZ' } }),
    'ADDRESS_INVALID',
  ),
  guest(
    'placeOrder: blank names',
    placeOrder,
    order({ billing: { ...address, firstName: '   ', lastName: '   ' } }),
    'ADDRESS_INVALID',
  ),
  guest(
    'placeOrder: unknown payment method',
    placeOrder,
    order({ paymentMethod: 'no-such-method' }),
    'PAYMENT_METHOD_UNAVAILABLE',
  ),
  guest(
    'placeOrder: empty payment method',
    placeOrder,
    order({ paymentMethod: '' }),
    'PAYMENT_METHOD_UNAVAILABLE',
  ),
  guest(
    'placeOrder: an account with a short password',
    placeOrder,
    order({ account: { username: 'shortpass', password: 'a' } }),
    'PASSWORD_TOO_SHORT',
  ),
  guest(
    'placeOrder: a short idempotency key',
    placeOrder,
    { key: 'short', input: { paymentMethod: 'cod', billing: address } },
    'BAD_USER_INPUT',
  ),
  guest(
    'placeOrder: billing left out',
    placeOrder,
    () => ({ key: `bad-input-checkout-${++keys}`, input: { paymentMethod: 'cod' } }),
    'GRAPHQL_VALIDATION_FAILED',
  ),

  // saveMySize
  guest(
    'saveMySize: four widths',
    saveMySize,
    { input: { size: 'M', widthsMm: [15, 12, 13, 12] } },
    'FIT_MEASUREMENTS_REQUIRED',
  ),
  guest(
    'saveMySize: a width of 0',
    saveMySize,
    { input: { size: 'M', widthsMm: [15, 12, 13, 12, 0] } },
    'FIT_WIDTH_OUT_OF_RANGE',
  ),
  guest(
    'saveMySize: a kit size of 10',
    saveMySize,
    { input: { size: 'M', kitSizes: [1, 2, 3, 4, 10] } },
    'FIT_KIT_SIZE_OUT_OF_RANGE',
  ),
  guest(
    'saveMySize: a kit size of -1',
    saveMySize,
    { input: { size: 'M', kitSizes: [1, 2, 3, 4, -1] } },
    'FIT_KIT_SIZE_OUT_OF_RANGE',
  ),
  guest('saveMySize: size XXL', saveMySize, { input: { size: 'XXL' } }, 'GRAPHQL_VALIDATION_FAILED'),

  // sendContactMessage
  guest('sendContactMessage: empty name', sendContactMessage, contact({ name: '' }), 'BAD_USER_INPUT'),
  guest(
    'sendContactMessage: malformed email',
    sendContactMessage,
    contact({ email: 'not-an-email' }),
    'BAD_USER_INPUT',
  ),
  guest(
    'sendContactMessage: blank message',
    sendContactMessage,
    contact({ message: '   ' }),
    'BAD_USER_INPUT',
  ),
  guest(
    'sendContactMessage: 10,000-character name',
    sendContactMessage,
    contact({ name: long }),
    'BAD_USER_INPUT',
  ),
  guest(
    'sendContactMessage: 10,000-character subject',
    sendContactMessage,
    contact({ subject: long }),
    'BAD_USER_INPUT',
  ),

  // back-in-stock alerts
  guest(
    'subscribeBackInStock: product 999999',
    subscribeBackInStock,
    (her) => ({ input: { productId: '999999', email: her.email } }),
    'NOT_FOUND',
  ),
  guest(
    'subscribeBackInStock: product "abc"',
    subscribeBackInStock,
    (her) => ({ input: { productId: 'abc', email: her.email } }),
    'BAD_USER_INPUT',
  ),
  guest(
    'subscribeBackInStock: product -1',
    subscribeBackInStock,
    (her) => ({ input: { productId: '-1', email: her.email } }),
    'BAD_USER_INPUT',
  ),
  guest(
    'subscribeBackInStock: malformed email',
    subscribeBackInStock,
    (her) => ({ input: { productId: String(her.shop.simple), email: 'not-an-email' } }),
    'EMAIL_INVALID',
  ),
  guest(
    'subscribeBackInStock: variation 999999',
    subscribeBackInStock,
    (her) => ({ input: { productId: String(her.shop.variable), variationId: '999999', email: her.email } }),
    'NOT_FOUND',
  ),
  guest('confirmBackInStock: empty token', confirmBackInStock, { token: '' }, 'STOCK_ALERT_LINK_INVALID'),
  guest(
    'confirmBackInStock: made-up token',
    confirmBackInStock,
    { token: 'made.up.token' },
    'STOCK_ALERT_LINK_INVALID',
  ),
  guest(
    'confirmBackInStock: 10,000-character token',
    confirmBackInStock,
    { token: long },
    'STOCK_ALERT_LINK_INVALID',
  ),
  guest(
    'unsubscribeBackInStock: made-up token',
    unsubscribeBackInStock,
    { token: 'made.up.token' },
    'STOCK_ALERT_LINK_INVALID',
  ),

  // newsletter
  guest('subscribeToNewsletter: empty email', subscribeToNewsletter, { email: '' }, 'BAD_USER_INPUT'),
  guest(
    'subscribeToNewsletter: malformed email',
    subscribeToNewsletter,
    { email: 'not-an-email' },
    'BAD_USER_INPUT',
  ),
  guest(
    'subscribeToNewsletter: 10,000-character email',
    subscribeToNewsletter,
    { email: `${long}@example.com` },
    'BAD_USER_INPUT',
  ),

  // deleteMyAccount
  guest(
    'deleteMyAccount: a guest',
    deleteMyAccount,
    { input: { confirmation: 'DELETE', password: 'whatever' } },
    'AUTH_REQUIRED',
  ),
  customer(
    'deleteMyAccount: wrong phrase',
    deleteMyAccount,
    (her) => ({ input: { confirmation: 'please', password: her.password } }),
    'CONFIRMATION_MISMATCH',
  ),
  customer(
    'deleteMyAccount: wrong password',
    deleteMyAccount,
    { input: { confirmation: 'DELETE', password: 'wrong-password-2026' } },
    'INVALID_CREDENTIALS',
  ),
  customer(
    'deleteMyAccount: empty password',
    deleteMyAccount,
    { input: { confirmation: 'DELETE', password: '' } },
    'INVALID_CREDENTIALS',
  ),
];

/** Everything she had, as the storefront reads it. */
const herThings = `query {
  cart { isEmpty subtotal total contents { itemCount nodes { key quantity total } } appliedCoupons { code } chosenShippingMethods }
  customer {
    email firstName
    billing { firstName lastName address1 city postcode country email }
    shipping { firstName lastName address1 city postcode country }
  }
  viewer { email }
  wishlist { productIds }
  mySize { size }
}`;

/** A stack frame, SQL, a token, a server path, a crash's words: what no message may show. */
const leaks = [
  /\bat \S+ \(?[^)\s]*:\d+:\d+\)?/,
  /\b(?:select|insert|update|delete)\b[^.]{0,80}\b(?:from|into|set|where)\b/i,
  /sqlite|postgres|pglite|relation "|syntax error at/i,
  /eyJ[\w-]+\.eyJ/,
  /\/work\/|node_modules|\.ts:\d+|\.js:\d+/,
  /TypeError|ReferenceError|Cannot read propert|undefined is not|is not a function/,
];

interface Answer {
  data: Record<string, unknown> | null;
  errors?: { message: string; extensions: { code: string } & Record<string, unknown> }[];
}

describe('bad input a browser can send is refused with a stable code, and she loses nothing', () => {
  let stack: Stack;
  let events: EventStore;
  let shop: Shop;
  let shoppers = 0;

  beforeAll(async () => {
    events = await openEventStore({
      dataDir: mkdtempSync(path.join(tmpdir(), 'gw-bad-input-events-')),
      outbox: { enabled: false },
    });
    stack = await startStack({}, { events });
    const browser = new Browser(stack.gateway);
    const listing = await browser.graphql<{
      catalogue: { products: { __typename: string; databaseId: number }[] };
      giftCard: { databaseId: number };
    }>(
      'query { catalogue(perPage: 100) { products { __typename databaseId } } giftCard: product(id: "digital-gift-card-25", idType: SLUG) { databaseId } }',
    );
    shop = {
      simple: (await inStockSimpleProduct(browser)).databaseId,
      variable: listing.data.catalogue.products.find((product) => product.__typename === 'VariableProduct')!
        .databaseId,
      giftCard: listing.data.giftCard.databaseId,
    };
  }, 180_000);
  afterAll(async () => {
    await stack?.close();
    await events?.close();
  });

  /** A new shopper with two of `shop.simple` in her cart and a saved address; a customer signs up first. */
  async function shopper(as: Case['as']): Promise<Her> {
    shoppers += 1;
    // Her own address: the per-IP limits (sign-ups, new sessions) count each shopper apart.
    const browser = new Browser(stack.gateway, `10.20.${Math.floor(shoppers / 250)}.${(shoppers % 250) + 1}`);
    const email = `bad-input-${shoppers}-${Date.now()}@example.com`;
    const password = 'Her-own-pass-2026';
    let databaseId = 0;
    if (as === 'customer') {
      const registered = await browser.graphql<{
        registerCustomer: { viewer: { email: string; databaseId: number } | null };
      }>(registerCustomer, { input: { email, username: `badinput${shoppers}x${Date.now()}`, password } });
      expect(registered.errors).toBeUndefined();
      expect(registered.data.registerCustomer.viewer?.email).toBe(email);
      databaseId = registered.data.registerCustomer.viewer!.databaseId;
    }
    const added = await browser.graphql<{ addToCart: { cartItem: { key: string } } }>(addToCart, {
      input: { productId: shop.simple, quantity: 2 },
    });
    expect(added.errors).toBeUndefined();
    const saved = await browser.graphql(updateCustomer, {
      input:
        as === 'customer'
          ? { billing: address, shipping: address }
          : { isSession: true, billing: address, shipping: address },
    });
    expect(saved.errors).toBeUndefined();
    return { browser, shop, lineKey: added.data.addToCart.cartItem.key, email, password, databaseId };
  }

  async function check({ as, query, variables, code }: Case) {
    const her = await shopper(as);
    const before = await her.browser.graphql(herThings);
    expect(before.errors).toBeUndefined();

    const sent = await her.browser.graphql(
      query,
      typeof variables === 'function' ? variables(her) : variables,
    );
    // placeOrder answers a refusal commerce gave as the attempt's recorded outcome.
    const answer = sent as unknown as Answer;
    const attempt = answer.data?.placeOrder as
      { status: string; errorCode: string; errorMessage: string } | undefined;
    const refusal = answer.errors?.[0]
      ? { code: answer.errors[0].extensions.code, message: answer.errors[0].message }
      : attempt?.status === 'FAILED'
        ? { code: attempt.errorCode, message: attempt.errorMessage }
        : undefined;
    expect(refusal, `refused: ${sent.response.body.slice(0, 300)}`).toBeDefined();
    expect(errorCodes).toContain(refusal!.code);
    expect(refusal!.code).not.toBe('INTERNAL_SERVER_ERROR');
    expect(refusal!.code).toBe(code);
    for (const leak of leaks) expect(refusal!.message).not.toMatch(leak);
    expect(sent.response.body).not.toMatch(/eyJ[\w-]+\.eyJ/);
    expect(sent.response.statusCode).toBeLessThan(500);

    const after = await her.browser.graphql(herThings);
    expect(after.errors).toBeUndefined();
    expect(after.data, 'what she had is unchanged').toEqual(before.data);
  }

  // Titled with the whole row name (`$name` would cut it short, and two rows would read alike).
  it.each(rows.map((row) => [`${row.name}: ${row.code}`, row] as const))('%s', (_title, row) => check(row));
});
