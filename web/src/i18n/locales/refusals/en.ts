/**
 * The back end's refusals (a coupon, a gift card, stock, an account, the address), by the stable
 * code the gateway gives each one (gateway/src/graphql/upstream-refusals.ts): part of
 * `errors.codes` in every language.
 */
const refusals = {
  COUPON_NOT_FOUND: 'This coupon code does not exist.',
  COUPON_INVALID: 'This coupon code is not valid.',
  COUPON_EXPIRED: 'This coupon has expired.',
  COUPON_ALREADY_APPLIED: 'This coupon is already applied.',
  COUPON_INDIVIDUAL_USE: 'This coupon cannot be combined with other coupons.',
  COUPON_USAGE_LIMIT: 'This coupon has reached its usage limit.',
  COUPON_MINIMUM_SPEND: 'The minimum spend for this coupon is {{amount}}.',
  COUPON_MAXIMUM_SPEND: 'The maximum spend for this coupon is {{amount}}.',
  COUPON_EMAIL_RESTRICTED: 'This coupon is for another email address.',
  COUPON_NEEDS_EMAIL:
    'This coupon is kept for one email address: apply it at checkout, once your email address is filled in.',
  COUPON_NOT_APPLICABLE: 'This coupon does not apply to what is in your cart.',
  COUPON_NO_LONGER_VALID: 'A coupon in your cart is no longer valid. Remove it to continue.',
  COUPON_CODE_REQUIRED: 'Please enter a coupon code.',
  COUPON_REFUSED: 'This coupon could not be applied.',
  GIFT_CARD_INVALID: 'This gift card code is not valid.',
  GIFT_CARD_ALREADY_APPLIED: 'This gift card is already applied.',
  GIFT_CARD_NO_BALANCE: 'This gift card has no balance left.',
  GIFT_CARD_NOT_NEEDED: 'Your order is already paid in full; no gift card is needed.',
  GIFT_CARD_CHANGED:
    'The balance of a gift card in your cart has changed. Please check your cart and try again.',
  CART_EMPTY: 'Your cart is empty. Add something first.',
  STOCK_LIMITED: 'Only {{remaining}} of this item are in stock.',
  SOLD_INDIVIDUALLY: 'You can only buy one of this item per order.',
  PRODUCT_OPTIONS_REQUIRED: 'Please choose the product options first.',
  PRODUCT_NOT_PURCHASABLE: 'This product cannot be bought here.',
  CART_FULL: 'Your cart cannot hold more different items.',
  INVALID_CREDENTIALS: 'The username or password is incorrect. Please try again.',
  CONFIRMATION_MISMATCH: 'Please type the confirmation exactly as shown to delete your account.',
  AUTH_REQUIRED: 'Please sign in to delete your account.',
  EMAIL_ALREADY_REGISTERED:
    'An account is already registered with this email address. Please sign in or use another address.',
  USERNAME_ALREADY_REGISTERED: 'This username is taken. Please choose another.',
  USERNAME_INVALID: 'Please enter a valid username.',
  EMAIL_INVALID: 'Please enter a valid email address.',
  PASSWORD_TOO_SHORT: 'Your password must be at least 8 characters long.',
  REVIEW_DUPLICATE: 'You have already reviewed this product.',
  REVIEW_TOO_QUICK: 'You are sending reviews too quickly. Please wait a moment.',
  ADDRESS_INVALID: 'Please check the highlighted address fields.',
  SHIPPING_UNAVAILABLE:
    'We cannot ship to this address with the chosen method. Please check the address or the shipping method.',
  PAYMENT_METHOD_UNAVAILABLE: 'This payment method is not available. Please choose another.',
};

export type Refusals = typeof refusals;
export default refusals;
