import type { ErrorCode } from '../errors.ts';

/**
 * The one place where the commerce back end's refusals, English sentences without a usable code,
 * become stable codes the storefront translates (the rule: the back end's
 * English text never reaches the page). Each rule lists the sentences it stands for: the real
 * WooCommerce's (`woocommerce`), WooGraphQL's (`woographql`), the storefront's companion plugin's
 * (`companion`) and the embedded commerce's (`embedded`), with `%s` where the back end puts a
 * value. `test/graphql/upstream-refusals.test.ts` runs every listed sentence through `refusalOf`.
 *
 * A refusal carries what the translated message may say (the coupon code, the stock left) as
 * extensions the catalogue lists for its code; `field` names the form field it belongs to.
 */
export interface UpstreamRefusal {
  code: ErrorCode;
  /** The form field the refusal belongs to, when there is one (`email`, `username`, `password`). */
  field?: string;
  /** Values the translated message names (catalogue extensions of `code`). */
  params?: Record<string, string>;
}

export interface RefusalRule {
  code: ErrorCode;
  field?: string;
  /** Matched against the sentence with tags stripped and HTML entities decoded. */
  pattern: RegExp;
  /** Named groups of `pattern` that become params (the catalogue lists them for `code`). */
  params?: readonly string[];
  /** The upstream sentences this rule stands for, by source; `%s` marks a value. */
  sentences: Partial<Record<'woocommerce' | 'woographql' | 'companion' | 'embedded', readonly string[]>>;
}

/** A quoted value: WooCommerce writes "…" (or &quot;…&quot;, decoded before matching). */
const quoted = (name: string) => `["“](?<${name}>[^"”]{1,100})["”]`;

export const refusalRules: readonly RefusalRule[] = [
  // Coupons (WooCommerce's WC_Coupon::get_coupon_error, WooGraphQL's applyCoupon).
  // First: at checkout the embedded commerce adds why ("This coupon has expired.") before it.
  {
    code: 'COUPON_NO_LONGER_VALID',
    pattern: /coupon "[^"]*" is invalid - it has now been removed|Remove the coupon "[^"]*" to continue/i,
    sentences: {
      woocommerce: ['Sorry, it seems the coupon "%s" is invalid - it has now been removed from your order.'],
      embedded: ['This coupon has expired. Remove the coupon "%s" to continue.'],
    },
  },
  {
    code: 'COUPON_ALREADY_APPLIED',
    pattern: /coupon code (?:"[^"]*" )?already applied|coupon has already been applied to the cart/i,
    sentences: {
      woocommerce: ['Coupon code "%s" already applied!'],
      woographql: ['This coupon has already been applied to the cart'],
      embedded: ['Coupon code already applied!'],
    },
  },
  {
    code: 'COUPON_INDIVIDUAL_USE',
    pattern: /cannot be used in conjunction with other coupons|can only be used on its own/i,
    sentences: {
      woocommerce: [
        'Sorry, coupon "%s" has already been applied and cannot be used in conjunction with other coupons.',
      ],
      embedded: ['Sorry, coupon "%s" can only be used on its own; remove the other coupons first.'],
    },
  },
  {
    code: 'COUPON_NOT_FOUND',
    pattern: /coupon (?:"[^"]*" )?(?:cannot be applied because it )?does(?: not|n't) exist|no coupon found/i,
    sentences: {
      woocommerce: ['Coupon "%s" cannot be applied because it does not exist.', 'Coupon does not exist.'],
      woographql: ['No coupon found with the code provided'],
      embedded: ['Coupon "%s" does not exist!'],
    },
  },
  {
    code: 'COUPON_EXPIRED',
    pattern: /coupon (?:code )?(?:"[^"]*" )?has expired/i,
    sentences: {
      woocommerce: ['Coupon "%s" has expired.'],
      embedded: ['This coupon has expired.'],
    },
  },
  {
    code: 'COUPON_USAGE_LIMIT',
    pattern: /usage limit (?:for coupon "[^"]*" )?has been reached|coupon usage limit has been reached/i,
    sentences: {
      woocommerce: [
        'Usage limit for coupon "%s" has been reached.',
        'Usage limit for coupon "%s" has been reached. Please try again after some time, or contact us for help.',
      ],
      embedded: ['Coupon usage limit has been reached.'],
    },
  },
  {
    code: 'COUPON_MINIMUM_SPEND',
    pattern: /minimum spend for (?:this coupon|coupon "[^"]*") is (?<amount>[^\s].{0,30}?)\.?$/i,
    params: ['amount'],
    sentences: {
      woocommerce: ['The minimum spend for coupon "%s" is €20.00.'],
      embedded: ['The minimum spend for this coupon is €20.00.'],
    },
  },
  {
    code: 'COUPON_MAXIMUM_SPEND',
    pattern: /maximum spend for (?:this coupon|coupon "[^"]*") is (?<amount>[^\s].{0,30}?)\.?$/i,
    params: ['amount'],
    sentences: {
      woocommerce: ['The maximum spend for coupon "%s" is €500.00.'],
      embedded: ['The maximum spend for this coupon is €500.00.'],
    },
  },
  {
    // The cart knows no address yet (a guest before checkout): the code may well be hers.
    code: 'COUPON_NEEDS_EMAIL',
    pattern: /enter a valid email at checkout to use coupon code/i,
    sentences: {
      woocommerce: ['Please enter a valid email at checkout to use coupon code "%s".'],
      embedded: ['Please enter a valid email at checkout to use coupon code "%s".'],
    },
  },
  {
    code: 'COUPON_EMAIL_RESTRICTED',
    pattern: /enter a valid email to use coupon code/i,
    sentences: {
      woocommerce: ['Please enter a valid email to use coupon code "%s".'],
    },
  },
  {
    code: 'COUPON_NOT_APPLICABLE',
    pattern:
      /coupon (?:"[^"]*" )?is not (?:applicable|valid for sale items)|coupon (?:"[^"]*" )?cannot be applied because it is not valid|this coupon is not applicable/i,
    sentences: {
      woocommerce: [
        'Sorry, coupon "%s" is not applicable to your cart contents.',
        'Sorry, coupon "%s" is not applicable to the products: %s.',
        'Sorry, coupon "%s" is not applicable to the categories: %s.',
        'Sorry, coupon "%s" is not valid for sale items.',
        'Coupon "%s" cannot be applied because it is not valid.',
      ],
    },
  },
  {
    code: 'COUPON_CODE_REQUIRED',
    pattern: /please enter a coupon code/i,
    sentences: { woocommerce: ['Please enter a coupon code.'] },
  },
  {
    code: 'COUPON_REFUSED',
    pattern: /failed to apply coupon/i,
    sentences: { woographql: ['Failed to apply coupon. Check for an individual-use coupon on cart.'] },
  },

  // Gift cards (the companion plugin and the embedded commerce say the same).
  {
    code: 'GIFT_CARD_INVALID',
    pattern: /gift card code is not valid/i,
    sentences: {
      companion: ['This gift card code is not valid.'],
      embedded: ['This gift card code is not valid.'],
    },
  },
  {
    code: 'GIFT_CARD_ALREADY_APPLIED',
    pattern: /gift card \S+ is already applied/i,
    sentences: {
      companion: ['The gift card %s is already applied.'],
      embedded: ['The gift card %s is already applied.'],
    },
  },
  {
    code: 'GIFT_CARD_NO_BALANCE',
    pattern: /gift card has no balance left/i,
    sentences: {
      companion: ['This gift card has no balance left.'],
      embedded: ['This gift card has no balance left.'],
    },
  },
  {
    code: 'GIFT_CARD_NOT_NEEDED',
    pattern: /already paid in full; no gift card is needed/i,
    sentences: {
      companion: ['Your order is already paid in full; no gift card is needed.'],
      embedded: ['Your order is already paid in full; no gift card is needed.'],
    },
  },
  {
    code: 'GIFT_CARD_CHANGED',
    pattern: /gift card .{0,40}can no longer pay|balance of (?:a )?gift card .{0,40}has changed/i,
    sentences: {
      companion: [
        'The gift card %s can no longer pay: remove it to continue.',
        'The balance of gift card %s has changed. Please check your cart and try again.',
      ],
      embedded: [
        'The gift card %s can no longer pay: remove it to continue.',
        'The balance of a gift card in your cart has changed. Please check your cart and try again.',
        'The balance of gift card %s has changed. Please check your cart and try again.',
      ],
    },
  },
  {
    code: 'CART_EMPTY',
    pattern:
      /your cart is empty|add something to your cart before applying|there are no items in (?:your|the) cart|no items in cart to remove/i,
    sentences: {
      woographql: ['No items in cart to remove.'],
      companion: ['Add something to your cart before applying a gift card.'],
      embedded: [
        'Your cart is empty.',
        'Add something to your cart before applying a coupon.',
        'Add something to your cart before applying a gift card.',
        'No items in cart to remove.',
      ],
    },
  },

  // Stock and what may be bought (WC_Cart::add_to_cart, check_cart_item_stock).
  {
    code: 'STOCK_LIMITED',
    pattern:
      /not enough stock \((?<remaining>\d+) remaining\)|we have (?<remaining2>\d+) in stock and you already have|in stock to fulfill your order \((?<remaining3>\d+) available\)/i,
    params: ['remaining'],
    sentences: {
      woocommerce: [
        'You cannot add that amount of "%s" to the cart because there is not enough stock (13 remaining).',
        'You cannot add that amount to the cart — we have 13 in stock and you already have 2 in your cart.',
        'Sorry, we do not have enough "%s" in stock to fulfill your order (13 available). We apologize for any inconvenience caused.',
      ],
      embedded: [
        'You cannot add that amount of "%s" to the cart because there is not enough stock (13 remaining).',
        'You cannot add that amount to the cart — we have 13 in stock and you already have 2 in your cart.',
      ],
    },
  },
  {
    code: 'OUT_OF_STOCK',
    pattern: /because the product is out of stock|is not in stock|no longer in stock/i,
    sentences: {
      woocommerce: [
        'You cannot add "%s" to the cart because the product is out of stock.',
        'Sorry, "%s" is not in stock. Please edit your cart and try again. We apologize for any inconvenience caused.',
      ],
      embedded: [
        'You cannot add "%s" to the cart because the product is out of stock.',
        'Sorry, "%s" is no longer in stock in that quantity. Please edit your cart and try again.',
      ],
    },
  },
  {
    code: 'SOLD_INDIVIDUALLY',
    pattern: new RegExp(`you cannot add another ${quoted('product')} to your cart`, 'i'),
    sentences: {
      woocommerce: ['You cannot add another "%s" to your cart.'],
      embedded: ['You cannot add another "%s" to your cart.'],
    },
  },
  {
    code: 'PRODUCT_OPTIONS_REQUIRED',
    pattern: /please choose product options/i,
    sentences: {
      woocommerce: ['Please choose product options…'],
      embedded: ['Please choose product options for "%s".'],
    },
  },
  {
    code: 'PRODUCT_NOT_PURCHASABLE',
    pattern: /cannot be purchased/i,
    sentences: {
      woocommerce: ['Sorry, this product cannot be purchased.'],
      embedded: ['Sorry, "%s" cannot be purchased.', 'Sorry, "%s" cannot be purchased here.'],
    },
  },
  {
    code: 'CART_FULL',
    pattern: /your cart can hold at most/i,
    sentences: { embedded: ['Your cart can hold at most 100 different items.'] },
  },

  // Sign-in (WordPress's wp_authenticate behind Headless Login, the embedded commerce's own
  // slugs): a wrong name and a wrong password are one refusal (gateway README "Security").
  {
    code: 'INVALID_CREDENTIALS',
    pattern: /^(?:incorrect_password|invalid_username|invalid_email)$|^the user could not be logged in/i,
    sentences: {
      woocommerce: ['The user could not be logged in.'],
      embedded: ['incorrect_password', 'invalid_username', 'invalid_email'],
    },
  },

  // Accounts, at checkout and in the account (wc_create_new_customer, WC_Checkout).
  {
    code: 'EMAIL_ALREADY_REGISTERED',
    field: 'email',
    pattern: /an account is already registered with (?!that username)|email address is already registered/i,
    sentences: {
      woocommerce: [
        'An account is already registered with your email address. <a href="#" class="showlogin">Please log in.</a>',
        'An account is already registered with demo@example.com. Please log in or use a different email address.',
      ],
      embedded: [
        'An account is already registered with your email address. Please log in.',
        'This email address is already registered.',
      ],
    },
  },
  {
    code: 'USERNAME_ALREADY_REGISTERED',
    field: 'username',
    pattern: /already registered with that username/i,
    sentences: {
      woocommerce: ['An account is already registered with that username. Please choose another.'],
      embedded: ['An account is already registered with that username. Please choose another.'],
    },
  },
  {
    code: 'USERNAME_INVALID',
    field: 'username',
    pattern: /(?:provide|enter) a valid account username/i,
    sentences: {
      woocommerce: ['Please provide a valid account username.'],
      embedded: ['Please enter a valid account username.'],
    },
  },
  {
    code: 'EMAIL_INVALID',
    field: 'email',
    pattern: /^please provide a valid email address\.?$/i,
    sentences: {
      woocommerce: ['Please provide a valid email address.'],
      embedded: ['Please provide a valid email address.'],
    },
  },
  {
    code: 'PASSWORD_TOO_SHORT',
    field: 'password',
    pattern: /password must be at least \d+ characters/i,
    sentences: { embedded: ['Your password must be at least 8 characters long.'] },
  },

  // Reviews (WordPress's wp_allow_comment, behind WooGraphQL's writeReview).
  {
    code: 'REVIEW_DUPLICATE',
    pattern: /duplicate comment detected|already reviewed this product/i,
    sentences: {
      woocommerce: ['Duplicate comment detected; it looks as though you&#8217;ve already said that!'],
      embedded: ['You have already reviewed this product.'],
    },
  },
  {
    code: 'REVIEW_TOO_QUICK',
    pattern: /posting comments too quickly/i,
    sentences: { woocommerce: ['You are posting comments too quickly. Slow down.'] },
  },

  // Checkout (WC_Checkout::validate_checkout, WooGraphQL's Checkout_Mutation).
  {
    code: 'ADDRESS_INVALID',
    pattern:
      /(?:billing|shipping) .{1,40} (?:is a required field|is not (?:a )?valid)|please enter an address to continue/i,
    sentences: {
      woocommerce: [
        'Billing Phone is not a valid phone number.',
        'Billing Postcode / ZIP is not a valid postcode / ZIP.',
        'Billing First name is a required field.',
        'Please enter an address to continue.',
      ],
      woographql: ['Billing Email address is not a valid email address.'],
      embedded: [
        'Billing Street address is a required field. Billing Town / City is a required field.',
        'Shipping Postcode / ZIP is not valid for DE.',
      ],
    },
  },
  {
    code: 'SHIPPING_UNAVAILABLE',
    pattern:
      /do not ship|no shipping method|shipping method "[^"]*" is not available|not an available shipping method|^choose a shipping method/i,
    sentences: {
      woocommerce: [
        'Unfortunately we do not ship to Japan JP. Please enter an alternative shipping address.',
        'No shipping method has been selected. Please double check your address, or contact us if you need any help.',
      ],
      woographql: ['"flat_rate:9" is not an available shipping method for shipping package "0"'],
      embedded: [
        'Sorry, we do not ship to JP yet.',
        'No shipping method is available for your address.',
        'The shipping method "%s" is not available for this address.',
        'Choose a shipping method.',
      ],
    },
  },
  {
    code: 'PAYMENT_METHOD_UNAVAILABLE',
    pattern:
      /invalid payment method|payment method "[^"]*" is not available|card payments \(stripe\) are not configured/i,
    sentences: {
      woocommerce: ['Invalid payment method.'],
      woographql: ['Cannot process invalid payment method.'],
      embedded: [
        'The payment method "%s" is not available.',
        'Card payments (Stripe) are not configured on this shop: set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY.',
      ],
    },
  },
];

const entities: Record<string, string> = {
  quot: '"',
  amp: '&',
  lt: '<',
  gt: '>',
  mdash: '—',
  ndash: '–',
  hellip: '…',
  nbsp: ' ',
  euro: '€',
  '#39': "'",
  '#039': "'",
  '#8217': '’',
  '#8220': '“',
  '#8221': '”',
};

/** WooCommerce escapes its notices as HTML (`&quot;`, `<a class="showlogin">`): read as plain text. */
export function plainText(message: string): string {
  return message
    .replace(/<[^>]*>/g, '')
    .replace(/&(#?\w+);/g, (whole, name: string) => entities[name] ?? whole)
    .replace(/\s+/g, ' ')
    .trim();
}

/** The stable code of an upstream sentence; undefined for one no rule knows. */
export function refusalOf(message: string): UpstreamRefusal | undefined {
  const text = plainText(message);
  for (const rule of refusalRules) {
    const match = rule.pattern.exec(text);
    if (!match) continue;
    const refusal: UpstreamRefusal = { code: rule.code };
    if (rule.field) refusal.field = rule.field;
    if (rule.params) {
      const params: Record<string, string> = {};
      for (const name of rule.params) {
        // A rule may capture one value in several alternatives (`remaining`, `remaining2`, …).
        const value = Object.entries(match.groups ?? {}).find(
          ([group, captured]) => group.startsWith(name) && captured !== undefined,
        )?.[1];
        if (value !== undefined) params[name] = value.trim();
      }
      refusal.params = params;
    }
    return refusal;
  }
  return undefined;
}
