import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import catalogue from '@nails/schema/error-codes.json' with { type: 'json' };
import { isErrorCode } from '../../src/errors.ts';
import { formatError } from '../../src/graphql/format-errors.ts';
import { plainText, refusalOf, refusalRules } from '../../src/graphql/upstream-refusals.ts';

/** Values the back ends put where the rules' sentences say `%s`. */
const filled = (sentence: string) => {
  let index = 0;
  return sentence.replace(/%s/g, () => ['WELCOME10', 'Rose French Almond', 'JP'][index++ % 3]!);
};

/**
 * What shoppers met in French and German pages (the back end's English sentences, as the real
 * WooCommerce or the embedded commerce words them), and the code each must become.
 */
const met: [string, string, Record<string, string>?][] = [
  ['Coupon "nonsense" does not exist!', 'COUPON_NOT_FOUND'],
  ['Coupon "nonsense" cannot be applied because it does not exist.', 'COUPON_NOT_FOUND'],
  ['This coupon has expired.', 'COUPON_EXPIRED'],
  ['Coupon "EXPIRED5" has expired.', 'COUPON_EXPIRED'],
  ['Coupon code already applied!', 'COUPON_ALREADY_APPLIED'],
  ['This gift card code is not valid.', 'GIFT_CARD_INVALID'],
  [
    'You cannot add that amount of &quot;Rose French Almond&quot; to the cart because there is not enough stock (13 remaining).',
    'STOCK_LIMITED',
    { remaining: '13' },
  ],
  [
    'You cannot add that amount to the cart &mdash; we have 4 in stock and you already have 3 in your cart.',
    'STOCK_LIMITED',
    { remaining: '4' },
  ],
  ['The minimum spend for coupon "BIG" is &euro;50.00.', 'COUPON_MINIMUM_SPEND', { amount: '€50.00' }],
  ['An account is already registered with your email address. Please log in.', 'EMAIL_ALREADY_REGISTERED'],
  [
    'An account is already registered with your email address. <a href="#" class="showlogin">Please log in.</a>',
    'EMAIL_ALREADY_REGISTERED',
  ],
  [
    'An account is already registered with demo@example.com. Please log in or use a different email address.',
    'EMAIL_ALREADY_REGISTERED',
  ],
  [
    'An account is already registered with that username. Please choose another.',
    'USERNAME_ALREADY_REGISTERED',
  ],
  ['This coupon has expired. Remove the coupon "EXPIRED5" to continue.', 'COUPON_NO_LONGER_VALID'],
];

/** Word for word as a real WooCommerce 10.0.2 with WooGraphQL 1.0.2 answered them (HTML escapes and all). */
const realAnswers: [string, string, Record<string, string>?][] = [
  [
    'You cannot add that amount of &quot;Classic French Coffin Press-On Nails&quot; to the cart because there is not enough stock (3 remaining).',
    'STOCK_LIMITED',
    { remaining: '3' },
  ],
  [
    'You cannot add that amount to the cart &mdash; we have 3 in stock and you already have 2 in your cart. <a href="http://127.0.0.1:8391/cart/" class="button wc-forward wp-element-button">View cart</a>',
    'STOCK_LIMITED',
    { remaining: '3' },
  ],
  [
    'You cannot add &quot;Nail Prep Kit&quot; to the cart because the product is out of stock.',
    'OUT_OF_STOCK',
  ],
  ['Coupon &quot;nonsense&quot; cannot be applied because it does not exist.', 'COUPON_NOT_FOUND'],
  ['Coupon &quot;expired5&quot; has expired.', 'COUPON_EXPIRED'],
  ['This coupon has already been applied to the cart', 'COUPON_ALREADY_APPLIED'],
  [
    'An account is already registered with demo@example.com. Please log in or use a different email address.',
    'EMAIL_ALREADY_REGISTERED',
  ],
  ['Invalid payment method.', 'PAYMENT_METHOD_UNAVAILABLE'],
];

describe('upstream refusals: the back end sentence → a stable code', () => {
  it.each([...met, ...realAnswers])('%s → %s', (sentence, code, params) => {
    const refusal = refusalOf(sentence);
    expect(refusal?.code).toBe(code);
    if (params) expect(refusal?.params).toEqual(params);
  });

  const listed = refusalRules.flatMap((rule) =>
    Object.entries(rule.sentences).flatMap(([source, sentences]) =>
      sentences.map((sentence) => [rule.code, source, sentence] as const),
    ),
  );

  it.each(listed)('%s: the %s sentence "%s"', (code, _source, sentence) => {
    expect(refusalOf(filled(sentence))?.code).toBe(code);
  });

  it('every rule has a catalogued code, sentences from a real back end or ours, and params the code carries', () => {
    for (const rule of refusalRules) {
      expect(isErrorCode(rule.code), rule.code).toBe(true);
      expect(Object.values(rule.sentences).flat().length, rule.code).toBeGreaterThan(0);
      const carried = catalogue[rule.code].extensions as readonly string[];
      for (const param of rule.params ?? []) expect(carried, `${rule.code} ${param}`).toContain(param);
      if (rule.field) expect(carried, `${rule.code} field`).toContain('field');
      // A placeholder in the default message is always filled: the rule captures it.
      for (const [, name] of catalogue[rule.code].message.matchAll(/{{(\w+)}}/g))
        expect(rule.params ?? [], `${rule.code} {{${name}}}`).toContain(name);
      // Every sentence listed for a parametrised rule gives each parameter.
      for (const sentence of Object.values(rule.sentences).flat())
        expect(Object.keys(refusalOf(filled(sentence))?.params ?? {}).sort(), sentence).toEqual(
          [...(rule.params ?? [])].sort(),
        );
    }
  });

  it('leaves a sentence no rule knows to the generic codes', () => {
    expect(refusalOf('Quantity must be at least 1.')).toBeUndefined();
  });

  it('reads WooCommerce notices as plain text', () => {
    expect(plainText('Sorry, &quot;X&quot; is <strong>not</strong> in stock &hellip;')).toBe(
      'Sorry, "X" is not in stock …',
    );
  });
});

describe('the error formatter gives an upstream refusal its code', () => {
  it('an upstream refusal gets its own code, field and values, whatever generic code it came with', () => {
    const registered = new GraphQLError(
      'An account is already registered with your email address. Please log in.',
      { extensions: { code: 'BAD_USER_INPUT' } },
    );
    expect(formatError(registered).formatted.extensions).toEqual({
      code: 'EMAIL_ALREADY_REGISTERED',
      field: 'email',
    });
    const stock = new GraphQLError(
      'You cannot add that amount of "Rose" to the cart because there is not enough stock (2 remaining).',
      { extensions: { code: 'OUT_OF_STOCK' } },
    );
    expect(formatError(stock).formatted.extensions).toEqual({ code: 'STOCK_LIMITED', remaining: '2' });
    // WooGraphQL sends no code at all.
    expect(formatError(new GraphQLError('Coupon "nonsense" does not exist!')).formatted.extensions.code).toBe(
      'COUPON_NOT_FOUND',
    );
  });
});

/**
 * Every code the gateway's own source can put in `extensions.code` (a GatewayError, a refusal, a
 * checkout outcome): the storefront has a translation for each code of the catalogue
 * (web/test/i18n/errorMessage.test.ts), so each one must be there.
 */
describe('every code the gateway raises is in the catalogue', () => {
  const sourceRoot = join(import.meta.dirname, '../../src');
  const files = readdirSync(sourceRoot, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  );
  const raised = new Set<string>();
  const patterns = [
    /\bcode\s*[:=]\s*['"]([A-Z][A-Z_]{2,})['"]/g,
    /\b(?:GatewayError|refusal|CheckoutRefused|IdempotencyKeyError)\((?:[^()]|\([^()]*\))*?['"]([A-Z][A-Z_]{2,})['"]/g,
    /\?\?\s*['"]([A-Z][A-Z_]{2,}_[A-Z_]+)['"]/g,
  ];
  for (const file of files) {
    const text = readFileSync(join(sourceRoot, file), 'utf8');
    for (const pattern of patterns) for (const [, code] of text.matchAll(pattern)) raised.add(code!);
  }
  for (const rule of refusalRules) raised.add(rule.code);

  it('finds the codes (the scan reads the source)', () => {
    expect(raised).toContain('CHECKOUT_FAILED');
    expect(raised).toContain('CHECKOUT_IN_PROGRESS');
    expect(raised).toContain('EMAIL_ALREADY_REGISTERED');
  });

  it.each([...raised].sort())('%s', (code) => {
    expect(
      isErrorCode(code),
      `${code} is raised by gateway/src but missing from schema/error-codes.json`,
    ).toBe(true);
  });
});
