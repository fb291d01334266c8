import type { ExecutionRequest, ExecutionResult, Executor } from '@graphql-tools/utils';
import {
  getOperationAST,
  GraphQLError,
  Kind,
  parse,
  print,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
import { cacheKey, type CatalogueCache } from '../cache/catalogue-cache.ts';
import { GatewayError, messages } from '../errors.ts';
import { jwtExpiry } from '../sessions/shopper.ts';
import {
  commerceLanguage,
  type CommerceCall,
  type CommerceTransport,
} from '../upstreams/commerce-transport.ts';
import type { GatewayContext } from './context.ts';
import {
  recordAppliedCartCommand,
  recordedCartCommandsOf,
  showsEmptyCart,
  withCartItemKeys,
} from './cart-commands.ts';
import { takeCapturedTokens, withCapturedTokens } from './token-capture.ts';
import { commerceCatalogueRootFields } from '../cache/policy.ts';

const productTypes = new Set([
  'SimpleProduct',
  'VariableProduct',
  'ExternalProduct',
  'GroupProduct',
  'ProductVariation',
]);
/** Architecture, commerce dialect: these messages mean the upstream session must be replaced. */
const sessionLost = /Invalid session token|The iss do not match with this server/i;
const refreshMargin = 60_000;

export interface CommerceExecutorOptions {
  schema: GraphQLSchema;
  transport: CommerceTransport;
  cache: CatalogueCache;
  /** Cart recovery: rebuilds a lost upstream cart from the event log; answers true when the request may be retried. */
  recoverCart?: (context: GatewayContext, cause?: 'session-lost' | 'cart-empty') => Promise<boolean>;
  /** Metrics hooks: shop funnel steps and cart recoveries. */
  observe?: { funnel(step: 'add_to_cart' | 'order_placed'): void; cartRecovery(ok: boolean): void };
  /** Catalogue answers bigger than this (GRAPHQL_MAX_RESPONSE_BYTES) are served but never cached. */
  maxCachedBytes?: number;
}

const rootFieldsOf = (document: DocumentNode, operationName?: string) =>
  getOperationAST(document, operationName)?.selectionSet.selections.flatMap((selection) =>
    selection.kind === Kind.FIELD ? [selection.name.value] : ['?'],
  ) ?? ['?'];

/** Cache tags: every product the answer shows, and `lists` unless it is only products by id. */
export function cacheTagsOf(rootFields: string[], data: unknown): string[] {
  const tags = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (typeof record.databaseId === 'number' && productTypes.has(String(record.__typename)))
        tags.add(`product:${record.databaseId}`);
      Object.values(record).forEach(walk);
    }
  };
  walk(data);
  const onlyProducts = rootFields.every((field) => field === 'product' || field === 'productVariation');
  if (!onlyProducts || tags.size === 0) tags.add('lists');
  return [...tags];
}

/**
 * The executor behind the commerce subschema. Catalogue queries go through the cache with no
 * credentials; everything else carries the shopper's upstream tokens, captures new ones,
 * records cart mutations for recovery and maps session loss to SESSION_INVALID.
 */
export function createCommerceExecutor(options: CommerceExecutorOptions): Executor<GatewayContext> {
  const { transport, cache } = options;
  // `any` variables: the Executor type is generic over them and we only pass them through.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return async (request: ExecutionRequest<any, GatewayContext>) => {
    const operation = getOperationAST(request.document, request.operationName);
    const rootFields = rootFieldsOf(request.document, request.operationName);
    const isQuery = operation?.operation === 'query';
    if (isQuery && rootFields.every((field) => commerceCatalogueRootFields.has(field))) {
      // Catalogue texts differ per language: one cache entry per language (gateway README).
      const language = commerceLanguage(request.context?.locale);
      const key = cacheKey('commerce', language, print(request.document), request.variables ?? {});
      const shared = await cache.fetch(key, async () => {
        const result = await transport(request, { idempotent: true, language });
        return {
          value: result,
          tags: cacheTagsOf(rootFields, result.data),
          cacheable: !result.errors?.length && fitsCache(result.data, options.maxCachedBytes),
        };
      });
      // The cache hands the same object to every concurrent request and every in-process hit,
      // and graphql-tools rewrites delegated results in place (aliases, batching prefixes): each
      // request needs its own copy, or the next one finds a page that has already been consumed.
      // Only the data is cloned: structuredClone turns a GraphQLError into a plain Error, which
      // loses the upstream's message class and code (an unknown slug became a crash, not NOT_FOUND).
      return {
        ...shared,
        data: structuredClone(shared.data),
        errors: shared.errors?.map(
          (error) =>
            new GraphQLError(error.message, {
              path: error.path,
              extensions: error.extensions,
              originalError: error.originalError,
            }),
        ),
      };
    }
    return executeForShopper(options, request, isQuery, true);
  };
}

async function executeForShopper(
  options: CommerceExecutorOptions,
  request: ExecutionRequest<Record<string, unknown>, GatewayContext>,
  isQuery: boolean,
  mayRecover: boolean,
): Promise<ExecutionResult> {
  const shopper = request.context?.shopper;
  if (shopper) await refreshAuthIfDue(options.transport, request.context!);
  const document = isQuery ? request.document : withCartItemKeys(withCapturedTokens(request.document));
  const call: CommerceCall = {
    idempotent: isQuery,
    wooSessionToken: shopper?.session?.wooSessionToken,
    authToken: shopper?.session?.authToken,
    language: commerceLanguage(request.context?.locale),
  };
  const result = await options.transport({ ...request, document }, call);
  const tokens = takeCapturedTokens(document, result);
  if (!shopper) return result;
  if (result.errors?.some((error) => sessionLost.test(error.message))) {
    if (mayRecover && options.recoverCart) {
      const recovered = await options.recoverCart(request.context!);
      options.observe?.cartRecovery(recovered);
      if (recovered) return executeForShopper(options, request, isQuery, false);
    }
    if (shopper.session?.wooSessionToken) await shopper.attachUpstream('');
    return { data: null, errors: [new GatewayError('SESSION_INVALID', messages.sessionInvalid)] };
  }
  if (call.responseSessionToken) await shopper.attachUpstream(call.responseSessionToken);
  // Commerce lost the cart but still accepts the token: rebuilt from the log like a lost session.
  if (isQuery && mayRecover && options.recoverCart && showsEmptyCart(request.document, result.data)) {
    if (await options.recoverCart(request.context!, 'cart-empty')) {
      options.observe?.cartRecovery(true);
      return executeForShopper(options, request, isQuery, false);
    }
  }
  for (const captured of tokens) {
    if (captured.field === 'updateCustomer' && captured.authToken) {
      await shopper.refreshTokens({
        authToken: captured.authToken,
        authTokenExpiresAt: expiryOf(captured.authToken),
        refreshToken: captured.refreshToken,
      });
    } else if (captured.authToken && captured.refreshToken && captured.customerId) {
      await shopper.signIn({
        authToken: captured.authToken,
        authTokenExpiresAt: expiryOf(captured.authToken),
        refreshToken: captured.refreshToken,
        customerId: captured.customerId,
        wooSessionToken: captured.sessionToken ?? call.responseSessionToken,
      });
    }
  }
  const data = result.data as Record<string, { success?: boolean } | null> | null | undefined;
  const loggedOut = rootAliases(request.document, 'logout').some((alias) => data?.[alias]?.success);
  if (loggedOut) await shopper.signOut();
  const applied = recordedCartCommandsOf(options.schema, request.document, request.variables, result);
  for (const { command, key } of applied) {
    await recordAppliedCartCommand(() => shopper.recordCartCommand(command, key), request.context?.log);
    if (command.type === 'add') options.observe?.funnel('add_to_cart');
  }
  const checkouts = rootAliases(request.document, 'checkout').filter(
    (alias) => (data?.[alias] as { result?: string } | null)?.result === 'success',
  );
  checkouts.forEach(() => options.observe?.funnel('order_placed'));
  return result;
}

const fitsCache = (data: unknown, maxBytes: number | undefined) =>
  maxBytes === undefined || Buffer.byteLength(JSON.stringify(data ?? null)) <= maxBytes;

const expiryOf = (token: string) => jwtExpiry(token) ?? Date.now() + 5 * 60_000;

function rootAliases(document: DocumentNode, field: string): string[] {
  return document.definitions.flatMap((definition) =>
    definition.kind === Kind.OPERATION_DEFINITION
      ? definition.selectionSet.selections.flatMap((selection) =>
          selection.kind === Kind.FIELD && selection.name.value === field
            ? [selection.alias?.value ?? field]
            : [],
        )
      : [],
  );
}

const refreshMutation = `mutation GatewayRefreshToken($refreshToken: String!) {
  refreshToken(input: { refreshToken: $refreshToken }) { authToken authTokenExpiration success }
}`;

/** Refreshes the auth token shortly before it expires; a refused refresh signs the shopper out. */
async function refreshAuthIfDue(transport: CommerceTransport, context: GatewayContext): Promise<void> {
  const session = context.shopper.session;
  if (!session?.authToken || !session.refreshToken) return;
  if ((session.authTokenExpiresAt ?? 0) - Date.now() > refreshMargin) return;
  context.refreshing ??= (async () => {
    const result = await transport(
      { document: parse(refreshMutation), variables: { refreshToken: session.refreshToken } },
      { idempotent: false, wooSessionToken: session.wooSessionToken },
    );
    const payload = (result.data as { refreshToken?: { authToken?: string } | null } | null)?.refreshToken;
    if (payload?.authToken) {
      await context.shopper.refreshTokens({
        authToken: payload.authToken,
        authTokenExpiresAt: expiryOf(payload.authToken),
      });
    } else {
      context.log?.info(
        { reason: result.errors?.[0]?.message },
        'auth refresh refused; signing the shopper out',
      );
      await context.shopper.signOut();
    }
  })();
  await context.refreshing;
}
