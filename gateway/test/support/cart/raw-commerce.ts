import type { ExecutionResult } from '@graphql-tools/utils';
import { print } from 'graphql';
import type { CartCommand } from '../../../src/cart/cart-command.ts';
import type { EventStore } from '../../../src/state/open-event-store.ts';
import type { CommerceTransport } from '../../../src/upstreams/commerce-transport.ts';

/** A test's own commerce call: a query text on a given upstream session, the answer and its session header. */
export type RawCommerceCall = (request: {
  query: string;
  variables?: Record<string, unknown>;
  wooSessionToken?: string;
}) => Promise<{
  data?: Record<string, unknown> | null;
  errors?: readonly { message: string }[];
  wooSessionToken?: string;
}>;

/** The gateway's commerce call shape (`CommerceTransport`) over a test's raw call. */
export const asTransport =
  (execute: RawCommerceCall): CommerceTransport =>
  async (request, call) => {
    const response = await execute({
      query: print(request.document),
      variables: request.variables as Record<string, unknown> | undefined,
      wooSessionToken: call.wooSessionToken,
    });
    if (response.wooSessionToken) call.responseSessionToken = response.wooSessionToken;
    return response as ExecutionResult;
  };

/** A raw call over HTTP to a commerce GraphQL endpoint, sending and reading `woocommerce-session`. */
export const httpCommerceCall =
  (endpoint: () => string): RawCommerceCall =>
  async ({ query, variables, wooSessionToken }) => {
    const response = await fetch(endpoint(), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(wooSessionToken ? { 'woocommerce-session': `Session ${wooSessionToken}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as {
      data?: Record<string, unknown> | null;
      errors?: { message: string }[];
    };
    const token = response.headers.get('woocommerce-session');
    return { ...body, ...(token ? { wooSessionToken: token } : {}) };
  };

/**
 * What the gateway does for a cart mutation: run it upstream on the session's commerce session,
 * keep a new session token, record the command (with the added line's key). Commerce refusing
 * the change fails the test with its errors.
 */
export function cartChanges(events: EventStore, execute: RawCommerceCall) {
  return async (sessionId: string, command: CartCommand, query: string, input: Record<string, unknown>) => {
    const session = await events.sessions.load(sessionId);
    const response = await execute({
      query,
      variables: { input },
      wooSessionToken: session?.wooSessionToken,
    });
    if (response.errors?.length) throw new Error(JSON.stringify(response.errors));
    if (response.wooSessionToken && response.wooSessionToken !== session?.wooSessionToken) {
      await events.sessions.attachUpstreamSession(sessionId, response.wooSessionToken);
    }
    const key = (response.data?.addToCart as { cartItem?: { key: string } } | undefined)?.cartItem?.key;
    await events.sessions.recordCartCommand(sessionId, command, key);
    return { data: response.data, key };
  };
}
