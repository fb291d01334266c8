import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { GraphQLError } from 'graphql';
import { refreshAuthIfDue } from '../account/token-refresh.ts';
import { isSessionLoss, sessionInvalid } from '../cart/cart-recovery.ts';
import type { RecoverCart } from '../cart/recover-lost-cart.ts';
import type { CarriedCart } from './cart-in-the-call.ts';
import type { GatewayContext } from '../schema/context.ts';
import {
  commerceLanguage,
  type CommerceCall,
  type CommerceTransport,
} from '../upstreams/commerce-transport.ts';

/** What a command's call to commerce needs besides the shopper: the transport and cart recovery. */
export interface CommerceCallDeps {
  transport: CommerceTransport;
  /** Rebuilds a lost upstream cart from the session's log; true when the call may be sent again. */
  recoverCart?: RecoverCart;
  observe?: { cartRecovery(ok: boolean): void };
}

export interface CommerceCallOptions {
  /** False on the one call after a cart recovery: a second loss is SESSION_INVALID. */
  mayRecover?: boolean;
  /**
   * A sign-in keeps the session token commerce hands back itself, in the same change as its
   * tokens, so the guest's upstream session is remembered first (gateway README "Sessions").
   */
  keepSessionToken?: (token: string) => void;
  /**
   * A sign-in is sent without the auth token it replaces: Headless Login refuses a sign-in from a
   * signed-in request ("You are already logged in."), as when the account page checks the
   * current password by signing in with it. The session's upstream token still goes.
   */
  withoutAuth?: boolean;
  /** The payload's cart, asked in the same call (`cart-in-the-call.ts`). */
  carrying?: CarriedCart;
}

/**
 * Sends one of a command's typed documents as the shopper: the auth token refreshed when due,
 * the session's upstream tokens and language attached, the session token commerce hands back
 * kept. A lost upstream session is rebuilt from the log and the call sent once more, else
 * SESSION_INVALID. A refusal is thrown as commerce worded it (the error formatter gives it its
 * stable code, `graphql/upstream-refusals.ts`); the answer never leaves the command as it came.
 */
export async function callCommerce<TData, TVariables extends Record<string, unknown>>(
  deps: CommerceCallDeps,
  context: GatewayContext,
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  options: CommerceCallOptions = {},
): Promise<TData> {
  const { mayRecover = true, keepSessionToken, withoutAuth = false, carrying } = options;
  const { shopper } = context;
  if (!withoutAuth) await refreshAuthIfDue(deps.transport, context);
  const call: CommerceCall = {
    idempotent: false,
    wooSessionToken: shopper.session?.wooSessionToken,
    authToken: withoutAuth ? undefined : shopper.session?.authToken,
    language: commerceLanguage(context.locale),
  };
  const sent = carrying ? carrying.carry(document, variables) : { document, variables };
  const result = await deps.transport({ ...sent, context }, call);
  if (isSessionLoss(result.errors)) {
    if (mayRecover && deps.recoverCart) {
      const recovered = await deps.recoverCart(context);
      if (recovered !== 'changed-meanwhile') deps.observe?.cartRecovery(recovered);
      if (recovered)
        return callCommerce(deps, context, document, variables, { ...options, mayRecover: false });
    }
    if (shopper.session?.wooSessionToken) await shopper.attachUpstream('');
    throw sessionInvalid();
  }
  if (call.responseSessionToken && keepSessionToken) keepSessionToken(call.responseSessionToken);
  else if (call.responseSessionToken && shopper.session)
    await shopper.attachUpstream(call.responseSessionToken);
  const refusal = (carrying ? carrying.take(result) : result.errors)?.[0];
  if (refusal) throw new GraphQLError(refusal.message, { extensions: refusal.extensions });
  return result.data as TData;
}
