import type { ExecutionRequest, ExecutionResult } from '@graphql-tools/utils';
import { getOperationAST, Kind, type DocumentNode } from 'graphql';
import { commerceLanguage, type CommerceTransport } from '../upstreams/commerce-transport.ts';
import type { GatewayContext } from '../schema/context.ts';
import { guestOrderRequest, type PlacedOrders } from './order-access.ts';

/** The query with only its root `order` fields that commerce answered null; undefined when none. */
function unansweredOrderReads(document: DocumentNode, operationName: string | undefined, data: unknown) {
  const operation = getOperationAST(document, operationName);
  const answers = (data ?? {}) as Record<string, unknown>;
  const selections = (operation?.selectionSet.selections ?? []).filter(
    (selection) =>
      selection.kind === Kind.FIELD &&
      selection.name.value === 'order' &&
      answers[selection.alias?.value ?? 'order'] == null,
  );
  if (!operation || selections.length === 0) return undefined;
  return {
    ...document,
    definitions: document.definitions.map((definition) =>
      definition === operation
        ? { ...operation, selectionSet: { ...operation.selectionSet, selections } }
        : definition,
    ),
  } as DocumentNode;
}

/**
 * Order received after sign-in (gateway README "Sessions"): an order this session placed as a
 * guest belongs to that guest's upstream session, not to the customer, so commerce answers the
 * customer's read of it with null. Such a read is asked again as the guest who placed it (the
 * upstream session the shopper had before signing in), under the guest rule of
 * `order-access.ts`: only orders this session's checkouts recorded.
 */
export async function readOrdersPlacedAsGuest(
  transport: CommerceTransport,
  placedOrders: PlacedOrders | undefined,
  request: ExecutionRequest<Record<string, unknown>, GatewayContext>,
  result: ExecutionResult,
): Promise<ExecutionResult> {
  const session = request.context?.shopper.session;
  if (!session?.authToken || !session.guestWooSessionToken || !placedOrders) return result;
  const unanswered = unansweredOrderReads(request.document, request.operationName, result.data);
  if (!unanswered) return result;
  const placed = await placedOrders(session.id);
  if (placed.length === 0) return result;
  const rewritten = guestOrderRequest(unanswered, request.variables, placed);
  if (!rewritten) return result;
  const asGuest = rewritten.unwrap(
    await transport(
      { ...request, document: rewritten.document },
      {
        idempotent: true,
        wooSessionToken: session.guestWooSessionToken,
        language: commerceLanguage(request.context?.locale),
      },
    ),
  );
  const found = Object.entries((asGuest.data ?? {}) as Record<string, unknown>).filter(
    ([, order]) => order != null,
  );
  if (found.length === 0) return result;
  const keys = new Set(found.map(([key]) => key));
  const errors = result.errors?.filter((error) => !keys.has(String(error.path?.[0])));
  const { errors: _before, ...rest } = result;
  return {
    ...rest,
    data: { ...(result.data as Record<string, unknown>), ...Object.fromEntries(found) },
    ...(errors?.length ? { errors } : {}),
  };
}
