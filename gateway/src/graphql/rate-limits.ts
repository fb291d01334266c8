import type { FastifyReply } from 'fastify';
import { defaultFieldResolver, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { GatewayError, messages, type ErrorCode } from '../errors.ts';
import type { GatewayContext } from '../schema/context.ts';
import type { AccountKeys } from './account-keys.ts';
import type { WindowCounter } from './window-counter.ts';

export interface Limit {
  perIp: number;
  perAccount: number;
  /** Also per shopper session, whatever account the call names (a new email per try is one shopper). */
  perSession?: number;
}

/** Mutations worth guessing at or spamming, and how often one IP or account may call them per minute. */
export const rateLimitedMutations: Record<string, Limit> = {
  login: { perIp: 20, perAccount: 5 },
  registerCustomer: { perIp: 5, perAccount: 3 },
  sendPasswordResetEmail: { perIp: 5, perAccount: 3 },
  resetUserPassword: { perIp: 10, perAccount: 5 },
  // Reviews name any email they like: the shopper's session is counted too.
  writeReview: { perIp: 10, perAccount: 5, perSession: 5 },
  placeOrder: { perIp: 10, perAccount: 5 },
  subscribeToNewsletter: { perIp: 5, perAccount: 3 },
  // The account is the address typed: each request may mail it (and a day's bound, restock/).
  subscribeBackInStock: { perIp: 10, perAccount: 3, perSession: 5 },
  confirmBackInStock: { perIp: 20, perAccount: 20 },
  unsubscribeBackInStock: { perIp: 20, perAccount: 20 },
  sendContactMessage: { perIp: 5, perAccount: 3 },
  // Gift card codes are bearer money: trying codes is guessing balances.
  applyGiftCard: { perIp: 10, perAccount: 10 },
  // Coupon codes are guessable words: a code that worked is not counted (see guessedCodes).
  applyCoupon: { perIp: 20, perAccount: 10 },
};
/**
 * Fields that try a code: a code that worked is not a guess and is given back to the limit, and
 * every refusal that would tell a guesser the code exists (it is someone else's, it does not
 * apply to this shopper) reads exactly as an unknown code.
 */
const guessedCodes: Record<string, { unknown: RegExp; code: ErrorCode; message: string }> = {
  applyCoupon: {
    // WooCommerce's "does not exist", "is not yours", "not applicable", "not valid" and usage
    // limit refusals (a per-customer limit is "not yours" in other words). Expired and spend
    // refusals keep their message: the shopper can act on them.
    unknown: /does not exist|not yours|not applicable|not valid|invalid coupon|no such coupon|usage limit/i,
    code: 'COUPON_INVALID',
    message: 'This coupon code is not valid.',
  },
  applyGiftCard: {
    unknown: /not valid|does not exist|not found|not yours|invalid gift card/i,
    code: 'GIFT_CARD_INVALID',
    message: 'This gift card code is not valid.',
  },
  giftCardBalance: {
    unknown: /not valid|does not exist|not found|not yours|invalid gift card/i,
    code: 'GIFT_CARD_INVALID',
    message: 'This gift card code is not valid.',
  },
};
/** Queries that test a secret (an order number with an email, a gift card code), per minute. */
export const rateLimitedQueries: Record<string, Limit> = {
  // The account is the billing email typed in: one email's orders cannot be walked from many IPs
  // faster than this (gateway README "Order tracking").
  orderTracking: { perIp: 10, perAccount: 5 },
  giftCardBalance: { perIp: 10, perAccount: 10 },
  // A reset key is a secret too: checking one is limited like using one (resetUserPassword).
  passwordResetKeyStatus: { perIp: 10, perAccount: 5 },
};
/** Mutations added later under other names are matched by what they are about. */
const byPattern: [RegExp, Limit][] = [
  [/newsletter|subscribe/i, { perIp: 5, perAccount: 3 }],
  [/checkout/i, { perIp: 10, perAccount: 5 }],
];

export function limitFor(field: string): Limit | undefined {
  return rateLimitedMutations[field] ?? byPattern.find(([pattern]) => pattern.test(field))?.[1];
}

/** The account name typed into a call (username or email), as the shopper typed it. */
export function namedAccount(args: Record<string, unknown>): string | undefined {
  const input = (args.input ?? args) as Record<string, unknown>;
  const credentials = input.credentials as Record<string, unknown> | undefined;
  const named =
    credentials?.username ??
    input.username ??
    input.email ??
    input.login ??
    input.authorEmail ??
    input.billingEmail;
  return typeof named === 'string' && named.trim() ? named : undefined;
}

export interface RateLimitDeps {
  counter: WindowCounter;
  accounts: AccountKeys;
}

type Context = GatewayContext & { reply?: FastifyReply };

/**
 * Wraps the resolver of every limited root field, so the limit is counted where the field runs:
 * each alias, each field reached through an inline (`... on Mutation`) or named fragment and
 * each operation of a batch is one call. Counted per IP and per account (account-keys.ts: one
 * key per customer whether they type their username or their email). A refusal is RATE_LIMITED
 * with `retryAfter` in seconds and a `Retry-After` header.
 */
export function installRateLimits(schema: GraphQLSchema, deps: RateLimitDeps): void {
  const wrap = (type: 'mutation' | 'query') => {
    const root = type === 'mutation' ? schema.getMutationType() : schema.getQueryType();
    for (const field of Object.values(root?.getFields() ?? {})) {
      const limit = type === 'mutation' ? limitFor(field.name) : rateLimitedQueries[field.name];
      if (!limit) continue;
      field.resolve = limited(field.name, limit, field.resolve ?? defaultFieldResolver, deps);
    }
  };
  wrap('mutation');
  wrap('query');
}

function limited(
  name: string,
  limit: Limit,
  resolve: GraphQLFieldResolver<unknown, Context>,
  { counter, accounts }: RateLimitDeps,
): GraphQLFieldResolver<unknown, Context> {
  return async (source, args: Record<string, unknown>, context, info) => {
    const session = context.shopper?.session;
    const named = namedAccount(args);
    const account = named
      ? await accounts.keyFor(named)
      : session?.customerId !== undefined
        ? `customer:${session.customerId}`
        : session && `session:${session.id}`;
    const perSession = limit.perSession !== undefined && session ? limit.perSession : undefined;
    const counted: [string, number][] = [
      [`${name}:ip:${context.ip}`, limit.perIp],
      ...(account ? ([[`${name}:account:${account}`, limit.perAccount]] as [string, number][]) : []),
      ...(perSession !== undefined && session
        ? ([[`${name}:session:${session.id}`, perSession]] as [string, number][])
        : []),
    ];
    const keys = counted.map(([key]) => key);
    const takes = [];
    for (const [key, max] of counted) takes.push(await counter.take(key, max));
    const refused = takes.filter((take) => !take.allowed);
    if (refused.length > 0) {
      const retryAfter = Math.max(...refused.map((take) => take.retryAfterSeconds));
      context.reply?.header('retry-after', String(retryAfter));
      throw new GatewayError('RATE_LIMITED', messages.rateLimited, { field: name, retryAfter });
    }
    const customerBefore = session?.customerId;
    const guessed = guessedCodes[name];
    let result: unknown;
    try {
      result = await resolve(source, args, context, info);
      // A delegated field answers its upstream's error as its value (graphql-js throws it later).
      if (result instanceof Error) throw result;
    } catch (error) {
      if (guessed && error instanceof Error && guessed.unknown.test(error.message))
        throw new GatewayError(guessed.code, guessed.message, { argument: 'code' }, error);
      throw error;
    }
    if (guessed) for (const key of keys) await counter.refund(key);
    // A successful sign-in or registration teaches which names belong to one customer.
    const customerId = context.shopper?.session?.customerId;
    if (
      (name === 'login' || name === 'registerCustomer') &&
      customerId !== undefined &&
      customerId !== customerBefore
    ) {
      const input = (args.input ?? {}) as Record<string, unknown>;
      await accounts.learn(context, customerId, [named, input.email, input.username]);
      // Sign-in limits are against guessing: a sign-in that worked is not counted.
      if (name === 'login') for (const key of keys) await counter.refund(key);
    }
    return result;
  };
}
