import { contextLanguage } from '../../i18n/localized.ts';
import { createHash } from 'node:crypto';
import type { IResolvers } from 'mercurius';
import {
  authenticate,
  registerAccount,
  resetKeyStatus,
  resetPassword,
  sendPasswordReset,
  stripNulls,
  updateAccount,
} from '../accounts/accounts.ts';
import { isPayingCustomer, type Customer } from '../accounts/customers.ts';
import { authorizationUrl, socialLogin } from '../accounts/social-login.ts';
import { issueTokens, revokeFamily } from '../accounts/tokens-issue.ts';
import { eraseCustomer } from '../accounts/erasure.ts';
import { signAuthToken, TokenError, verifyUserToken } from '../auth/tokens.ts';
import { updateSession, type Address } from '../cart/session-store.ts';
import { BASE_COUNTRY } from '../cart/cart-view.ts';
import { userError, unauthenticated } from '../errors.ts';
import { databaseIdOf, toGlobalId } from '../ids.ts';
import type { CommerceContext } from '../../graphql/context.ts';

/** Parent of the Customer type: the signed-in account, or none for a guest. */
export interface CustomerParent {
  account: Customer | undefined;
}

async function signIn(ctx: CommerceContext, customer: Customer) {
  const tokens = await issueTokens(ctx.shop.services, customer.id);
  ctx.shop.switchViewer({ customer, family: tokens.family });
  const sessionToken = await ctx.shop.sessionToken();
  return {
    ...tokens,
    sessionToken,
    wooSessionToken: sessionToken,
    user: customer,
    customer: { account: customer } satisfies CustomerParent,
  };
}

const addressInput = (input: Record<string, unknown> | null | undefined): Address | undefined =>
  input ? (stripNulls(input) as Address) : undefined;

export const accountResolvers: IResolvers = {
  Query: {
    customer: async (_root, _args, ctx: CommerceContext): Promise<CustomerParent> => ({
      account: (await ctx.shop.viewer())?.customer,
    }),
    viewer: async (_root, _args, ctx: CommerceContext) => (await ctx.shop.viewer())?.customer ?? null,
    passwordResetKeyStatus: (_root, args: { key: string; login: string }, ctx: CommerceContext) =>
      resetKeyStatus(ctx.shop.services.db, args).status,
    loginClients: (_root, _args, ctx: CommerceContext) =>
      Promise.all(
        ctx.shop.services.config.COMMERCE_LOGIN_CLIENTS.map(async (client, order) => ({
          name: client.name,
          provider: client.provider,
          isEnabled: true,
          clientId: client.clientId,
          authorizationUrl: await authorizationUrl(ctx.shop.services, client),
          order,
        })),
      ),
  },
  Mutation: {
    registerCustomer: async (_root, { input }, ctx: CommerceContext) => {
      const customer = await registerAccount(ctx.shop.services, {
        ...input,
        billing: addressInput(input.billing),
        shipping: input.shippingSameAsBilling ? addressInput(input.billing) : addressInput(input.shipping),
      });
      const signedIn = await signIn(ctx, customer);
      return {
        clientMutationId: input.clientMutationId,
        customer: signedIn.customer,
        viewer: customer,
        authToken: signedIn.authToken,
        refreshToken: signedIn.refreshToken,
      };
    },
    login: async (_root, { input }, ctx: CommerceContext) => {
      let customer: Customer;
      if (input.provider === 'PASSWORD') {
        if (!input.credentials) throw userError('Enter your username or email address and your password.');
        customer = await authenticate(
          ctx.shop.services,
          input.credentials.username,
          input.credentials.password,
        );
      } else {
        if (!input.oauthResponse) throw userError('The login provider did not send a sign-in code.');
        customer = await socialLogin(ctx.shop.services, input.provider, input.oauthResponse);
      }
      return { clientMutationId: input.clientMutationId, ...(await signIn(ctx, customer)) };
    },
    refreshToken: async (_root, { input }, ctx: CommerceContext) => {
      const services = ctx.shop.services;
      try {
        const { userId, family } = await verifyUserToken(services.keys, input.refreshToken, 'refresh');
        const active = services.db
          .prepare('SELECT 1 FROM auth_families WHERE id = ? AND customer_id = ? AND revoked_at IS NULL')
          .get(family, userId);
        if (!active) throw new TokenError('revoked');
        const auth = await signAuthToken(services.keys, userId, family);
        return {
          clientMutationId: input.clientMutationId,
          authToken: auth.token,
          authTokenExpiration: String(auth.expiresAt),
          success: true,
        };
      } catch (error) {
        if (error instanceof TokenError)
          throw unauthenticated('The refresh token is invalid or has been revoked. Please sign in again.');
        throw error;
      }
    },
    // The personal-data-erasure capability: the signed-in customer erases herself (erasure.ts).
    erasePersonalData: async (_root, { input }, ctx: CommerceContext) => {
      const viewer = await ctx.shop.requireViewer();
      const { ordersAnonymised } = eraseCustomer(ctx.shop.services.db, viewer.customer, viewer.family);
      return { clientMutationId: input.clientMutationId, erased: true, ordersAnonymised };
    },
    logout: async (_root, { input }, ctx: CommerceContext) => {
      const viewer = await ctx.shop.viewer();
      if (viewer) revokeFamily(ctx.shop.services, viewer.family);
      ctx.shop.switchViewer(undefined);
      return { clientMutationId: input.clientMutationId, success: true };
    },
    sendPasswordResetEmail: async (_root, { input }, ctx: CommerceContext) => {
      try {
        await sendPasswordReset(ctx.shop.services, input.username, contextLanguage(ctx));
      } catch (error) {
        // Never reveal whether the account exists; a mail failure is for the logs.
        ctx.shop.services.logger.error({ err: error }, 'password reset mail failed');
      }
      return { clientMutationId: input.clientMutationId, success: true };
    },
    resetUserPassword: async (_root, { input }, ctx: CommerceContext) => ({
      clientMutationId: input.clientMutationId,
      user: await resetPassword(ctx.shop.services, input),
    }),
    updateUser: async (_root, { input }, ctx: CommerceContext) => {
      const viewer = await ctx.shop.requireViewer();
      if (databaseIdOf(input.id, ['user', 'customer']) !== viewer.customer.id)
        throw userError('You can only change your own account.', 'FORBIDDEN');
      const user = await updateAccount(ctx.shop.services, viewer.customer, input, viewer.family);
      return { clientMutationId: input.clientMutationId, user };
    },
    updateCustomer: async (_root, { input }, ctx: CommerceContext) => {
      const viewer = await ctx.shop.viewer();
      const session = await ctx.shop.session();
      const billing = addressInput(input.billing);
      const shipping = input.shippingSameAsBilling ? billing : addressInput(input.shipping);
      let account = viewer?.customer;
      if (viewer && !input.isSession) {
        if (input.id && databaseIdOf(input.id, ['user', 'customer']) !== viewer.customer.id)
          throw userError('You can only change your own account.', 'FORBIDDEN');
        account = await updateAccount(
          ctx.shop.services,
          viewer.customer,
          { ...input, billing, shipping },
          viewer.family,
        );
      }
      // The session keeps the address the cart is priced for (WooCommerce's shipping calculator).
      updateSession(ctx.shop.db, session.key, {
        ...(billing ? { billing: { ...session.billing, ...billing } } : {}),
        ...(shipping ? { shipping: { ...session.shipping, ...shipping } } : {}),
        ...(shipping?.country || billing?.country ? { calculatedShipping: true } : {}),
      });
      await ctx.shop.refreshSession();
      return { clientMutationId: input.clientMutationId, customer: { account } satisfies CustomerParent };
    },
  },
  Customer: {
    id: (parent: CustomerParent) => (parent.account ? toGlobalId('customer', parent.account.id) : 'guest'),
    databaseId: (parent: CustomerParent) => parent.account?.id ?? 0,
    email: async (parent: CustomerParent, _args, ctx: CommerceContext) =>
      parent.account?.email ?? (await ctx.shop.existingSession())?.billing.email ?? null,
    firstName: (parent: CustomerParent) => parent.account?.firstName ?? null,
    lastName: (parent: CustomerParent) => parent.account?.lastName ?? null,
    displayName: (parent: CustomerParent) => parent.account?.displayName ?? null,
    username: (parent: CustomerParent) => parent.account?.username ?? null,
    date: (parent: CustomerParent) =>
      parent.account ? new Date(parent.account.createdAt).toISOString() : null,
    isPayingCustomer: (parent: CustomerParent, _args, ctx: CommerceContext) =>
      parent.account ? isPayingCustomer(ctx.shop.db, parent.account.id) : false,
    isVatExempt: () => false,
    sessionToken: (_parent: CustomerParent, _args, ctx: CommerceContext) => ctx.shop.sessionToken(),
    hasCalculatedShipping: async (_parent: CustomerParent, _args, ctx: CommerceContext) =>
      (await ctx.shop.existingSession())?.calculatedShipping ?? false,
    calculatedShipping: async (_parent: CustomerParent, _args, ctx: CommerceContext) =>
      (await ctx.shop.existingSession())?.calculatedShipping ?? false,
    billing: async (parent: CustomerParent, _args, ctx: CommerceContext) =>
      withDefaultLocation(parent, {
        ...parent.account?.billing,
        ...(await sessionAddress(ctx, 'billing', parent)),
      }),
    shipping: async (parent: CustomerParent, _args, ctx: CommerceContext) =>
      withDefaultLocation(parent, {
        ...parent.account?.shipping,
        ...(await sessionAddress(ctx, 'shipping', parent)),
      }),
    metaData: () => [],
  },
  User: {
    id: (user: Customer) => toGlobalId('user', user.id),
    databaseId: (user: Customer) => user.id,
    name: (user: Customer) => user.displayName,
    nicename: (user: Customer) => user.username.toLowerCase().replace(/[^a-z0-9-]+/g, '-'),
    nickname: (user: Customer) => user.username,
    url: () => null,
    description: () => '',
    avatar: (user: Customer, { size }: { size?: number }) => {
      const px = size ?? 96;
      const hash = createHash('md5').update(user.email.trim().toLowerCase()).digest('hex');
      return {
        url: `https://secure.gravatar.com/avatar/${hash}?s=${px}&d=mp&r=g`,
        size: px,
        width: px,
        height: px,
        foundAvatar: false,
      };
    },
    wooSessionToken: async (user: Customer, _args, ctx: CommerceContext) =>
      (await ctx.shop.viewer())?.customer.id === user.id ? ctx.shop.sessionToken() : null,
  },
};

/** A guest's addresses live in the session; a customer's session values win while they shop. */
/**
 * A guest's address with no country is in the shop's base country, as WooCommerce answers it
 * (`wc_get_customer_default_location()`, "Default customer location: Shop base address"): the
 * country her cart is priced for (cart-view.ts `destinationOf`), which the checkout and the cart's
 * shipping estimate preselect.
 */
const withDefaultLocation = (parent: CustomerParent, address: Address): Address =>
  parent.account || address.country ? address : { ...address, country: BASE_COUNTRY };

async function sessionAddress(
  ctx: CommerceContext,
  which: 'billing' | 'shipping',
  parent: CustomerParent,
): Promise<Address> {
  const session = await ctx.shop.existingSession();
  if (!session) return {};
  if (parent.account && session.customerId !== parent.account.id) return {};
  return session[which];
}
