import type { ExecutionResult } from '@graphql-tools/utils';
import {
  Kind,
  parse,
  valueFromASTUntyped,
  type DocumentNode,
  type FieldNode,
  type OperationDefinitionNode,
  type SelectionNode,
} from 'graphql';
import type { PlacedOrder } from './checkout-model.ts';
import { tidy } from '../upstreams/prune-to-upstream.ts';

/**
 * Who may read an order (gateway README "Who reads an order"), the one rule every order read
 * of the browser goes through:
 * - a signed-in customer: commerce answers their own orders and refuses others. A real
 *   WooCommerce refuses `order(idType: ORDER_KEY)` even to the order's owner, so an order this
 *   session placed is asked by its database id (the order-received page names it by key);
 * - a guest: only the orders the gateway recorded as placed by this session's checkouts. The
 *   billing email a guest session carries proves nothing (anyone can type anyone's), and a real
 *   WooCommerce refuses a guest's `order(idType: ORDER_KEY)` anyway, so a guest's `order(…)`
 *   is asked as `customer { orders(where: {include: [id]}) }` only for an order of their own,
 *   and `customer { orders }` lists only those.
 */
export type PlacedOrders = (sessionId: string) => Promise<PlacedOrder[]>;

export interface GuestOrderRequest {
  document: DocumentNode;
  /** Puts each answer back where the browser asked for it. */
  unwrap(result: ExecutionResult): ExecutionResult;
}

/** The document with each root field of its queries passed through `map`. */
function mapQueryRootFields(document: DocumentNode, map: (field: FieldNode) => FieldNode): DocumentNode {
  return {
    ...document,
    definitions: document.definitions.map((definition) =>
      definition.kind === Kind.OPERATION_DEFINITION && definition.operation === 'query'
        ? {
            ...definition,
            selectionSet: {
              ...definition.selectionSet,
              selections: definition.selectionSet.selections.map((selection) =>
                selection.kind === Kind.FIELD ? map(selection) : selection,
              ),
            },
          }
        : definition,
    ),
  };
}

const noOrder = 0; // WooCommerce's `include: [0]` matches no order.

function argument(field: FieldNode, name: string, variables: Record<string, unknown> | undefined): unknown {
  const node = field.arguments?.find((arg) => arg.name.value === name);
  return node ? valueFromASTUntyped(node.value, variables) : undefined;
}

/** The order a `order(id, idType)` names, if this session placed it. */
export function ownOrder(placed: PlacedOrder[], id: unknown, idType: unknown): PlacedOrder | undefined {
  const text = String(id ?? '');
  switch (idType ?? 'ID') {
    case 'DATABASE_ID':
      return placed.find((order) => String(order.orderId) === text);
    case 'ORDER_KEY':
      return placed.find((order) => order.orderKey !== undefined && order.orderKey === text);
    default: {
      // A global id is base64 of "order:<databaseId>" (or "shop_order:<id>").
      const decoded = Buffer.from(text, 'base64').toString('utf8');
      const databaseId = /^(?:shop_)?order:(\d+)$/.exec(decoded)?.[1];
      return placed.find((order) => String(order.orderId) === databaseId);
    }
  }
}

/** `key: customer { orders(first, where: {include}) { nodes { …selections } } }`. */
const ordersOf = (
  key: string,
  ids: number[],
  first: number,
  selections: readonly SelectionNode[],
): FieldNode => {
  const query = parse(
    `{ ${key}: customer { orders(first: ${first}, where: { include: [${ids.join(', ')}] }) { nodes { __typename } } } }`,
  );
  const customer = (query.definitions[0] as OperationDefinitionNode).selectionSet.selections[0] as FieldNode;
  const orders = customer.selectionSet!.selections[0] as FieldNode;
  const nodes = orders.selectionSet!.selections[0] as FieldNode;
  const withSelections = (field: FieldNode, inner: readonly SelectionNode[]): FieldNode => ({
    ...field,
    selectionSet: { kind: Kind.SELECTION_SET, selections: inner },
  });
  return withSelections(customer, [withSelections(orders, [withSelections(nodes, selections)])]);
};

/** Restricts a guest's `customer { orders(…) }` to the orders this session placed. */
const restrictOrders = (orders: FieldNode, ids: number[]): FieldNode => {
  const include = (ids.length ? ids : [noOrder]).join(', ');
  const query = parse(`{ orders(where: { include: [${include}] }) { __typename } }`);
  const where = ((query.definitions[0] as OperationDefinitionNode).selectionSet.selections[0] as FieldNode)
    .arguments![0]!;
  const others = (orders.arguments ?? []).filter((arg) => arg.name.value !== 'where');
  return { ...orders, arguments: [...others, where] };
};

/**
 * A guest's request as commerce must receive it under the rule above. Answers undefined when the
 * request reads no order (nothing to change).
 */
export function guestOrderRequest(
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  placed: PlacedOrder[],
): GuestOrderRequest | undefined {
  const unwrapped: string[] = [];
  const refused: string[] = [];
  let changed = false;
  const ids = placed.map((order) => order.orderId);
  const rewriteRoot = (node: FieldNode): FieldNode => {
    if (node.name.value === 'order') {
      changed = true;
      const key = node.alias?.value ?? node.name.value;
      const order = ownOrder(placed, argument(node, 'id', variables), argument(node, 'idType', variables));
      if (!order) {
        refused.push(key);
        return {
          kind: Kind.FIELD,
          alias: { kind: Kind.NAME, value: key },
          name: { kind: Kind.NAME, value: '__typename' },
        };
      }
      unwrapped.push(key);
      return ordersOf(key, [order.orderId], 1, node.selectionSet?.selections ?? []);
    }
    if (node.name.value === 'customer' && node.selectionSet) {
      changed = true;
      const selections = node.selectionSet.selections.map((selection) =>
        selection.kind === Kind.FIELD && selection.name.value === 'orders'
          ? restrictOrders(selection, ids)
          : selection,
      );
      return { ...node, selectionSet: { ...node.selectionSet, selections } };
    }
    return node;
  };
  const rewritten = mapQueryRootFields(document, rewriteRoot);
  if (!changed) return undefined;
  return {
    document: tidy(rewritten),
    unwrap(result) {
      const data = result.data as Record<string, unknown> | null | undefined;
      if (!data) return result;
      const next: Record<string, unknown> = { ...data };
      for (const key of refused) next[key] = null;
      for (const key of unwrapped) {
        const customer = data[key] as { orders?: { nodes?: unknown[] } | null } | null | undefined;
        next[key] = customer?.orders?.nodes?.[0] ?? null;
      }
      // An error inside a rewritten order is reported where the browser asked for it.
      const errors = result.errors?.map((error) => {
        const [key, orders, nodes, index, ...rest] = error.path ?? [];
        if (!unwrapped.includes(String(key)) || orders !== 'orders' || nodes !== 'nodes' || index !== 0)
          return error;
        return Object.assign(Object.create(Object.getPrototypeOf(error) as object) as object, error, {
          path: [key, ...rest],
        }) as typeof error;
      });
      return { ...result, data: next, ...(errors ? { errors } : {}) };
    },
  };
}

/**
 * A signed-in customer's request as commerce must receive it: each root `order(id: key,
 * idType: ORDER_KEY)` naming an order this session placed asks `order(id: "<databaseId>",
 * idType: DATABASE_ID)` instead. Any other read goes as written (commerce answers the owner and
 * refuses others). Undefined when nothing changes.
 */
export function customerOrderRequest(
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  placed: PlacedOrder[],
): DocumentNode | undefined {
  let changed = false;
  const byDatabaseId = (node: FieldNode): FieldNode => {
    if (node.name.value !== 'order' || argument(node, 'idType', variables) !== 'ORDER_KEY') return node;
    const order = ownOrder(placed, argument(node, 'id', variables), 'ORDER_KEY');
    if (!order) return node;
    changed = true;
    const query = parse(`{ order(id: "${order.orderId}", idType: DATABASE_ID) { __typename } }`);
    const asked = (query.definitions[0] as OperationDefinitionNode).selectionSet.selections[0] as FieldNode;
    return { ...node, arguments: asked.arguments };
  };
  const rewritten = mapQueryRootFields(document, byDatabaseId);
  return changed ? tidy(rewritten) : undefined;
}

/** The orders the gateway recorded as placed by a session's checkouts (the checkouts read model). */
export function placedOrdersFrom(
  all: (collection: string, filter: Record<string, unknown>) => Promise<{ order?: PlacedOrder }[]>,
  collection: string,
): PlacedOrders {
  return async (sessionId) =>
    (await all(collection, { sessionId, status: 'succeeded' })).flatMap((doc) =>
      doc.order ? [doc.order] : [],
    );
}
