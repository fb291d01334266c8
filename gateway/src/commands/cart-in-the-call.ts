import { delegateToSchema, type SubschemaConfig } from '@graphql-tools/delegate';
import {
  collectSubFields,
  createDeferred,
  relocatedError,
  type ExecutionRequest,
  type ExecutionResult,
} from '@graphql-tools/utils';
import {
  getNamedType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type GraphQLError,
  type GraphQLResolveInfo,
  type OperationDefinitionNode,
} from 'graphql';
import { addPath } from 'graphql/jsutils/Path.js';
import type { GatewayContext } from '../schema/context.ts';

/** The payload's new cart, when the command's own commerce call answered it (`answers.ts`). */
export const answeredCart = Symbol('answered cart');

/** The response key a command's document asks the payload's cart under; no command field has the name. */
const carriedKey = 'payloadCart';

/**
 * What a command's commerce call carries besides its own fields: the payload's `cart` as the
 * browser selected it, asked under the command's field in the same document, so the payload is
 * answered without a second call to commerce (gateway README "How a request flows"). The
 * selection is prepared by schema delegation, as a read after the command would be (the same
 * request, the same answer handling for Relay), and only sent in the command's call.
 */
export interface CarriedCart {
  /** The command's document with the cart's selection under its root field, and its variables. */
  carry(
    document: DocumentNode,
    variables: Record<string, unknown>,
  ): {
    document: DocumentNode;
    variables: Record<string, unknown>;
  };
  /** Hands the cart's part of the answer to the delegation; answers the command's own errors. */
  take(result: ExecutionResult): readonly GraphQLError[] | undefined;
  /** The command failed: the cart is not read. */
  drop(error: unknown): void;
  /** The payload field's response key and its answer, once `take` had the call's answer. */
  readonly responseKey: string;
  readonly cart: Promise<unknown>;
}

/**
 * Prepares the payload's cart for the command's call, or answers undefined when the payload
 * asks no cart, or asks it more than once (aliases): then it is read after the command as before.
 */
export async function carriedCart(
  commerce: SubschemaConfig,
  context: GatewayContext,
  info: GraphQLResolveInfo | undefined,
  command: DocumentNode,
): Promise<CarriedCart | undefined> {
  const payloadType = info && getNamedType(info.returnType);
  if (!info || !isObjectType(payloadType)) return undefined;
  const { fields } = collectSubFields(info.schema, info.fragments, info.variableValues, payloadType, [
    ...info.fieldNodes,
  ]);
  const carts = [...fields].filter(([, nodes]) => nodes[0]?.name.value === 'cart');
  const cartField = payloadType.getFields()['cart'];
  if (carts.length !== 1 || !cartField) return undefined;
  const [responseKey, fieldNodes] = carts[0]!;

  const request = createDeferred<ExecutionRequest>();
  const answer = createDeferred<ExecutionResult>();
  // Delegation's own request and answer handling; only its sending is the command's call.
  const carrier: SubschemaConfig = {
    schema: commerce.schema,
    executor: (prepared: ExecutionRequest) => {
      request.resolve(prepared);
      return answer.promise;
    },
  };
  const cart = Promise.resolve(
    delegateToSchema({
      schema: carrier,
      operation: 'query' as never,
      fieldName: 'cart',
      args: {},
      context,
      info: {
        ...info,
        fieldName: 'cart',
        fieldNodes,
        returnType: cartField.type,
        parentType: payloadType,
        path: addPath(info.path, responseKey, payloadType.name),
      },
      fieldNodes,
      returnType: cartField.type,
      validateRequest: false,
    }),
  );
  cart.catch(() => undefined);
  const prepared = await Promise.race([request.promise, cart.then(() => undefined)]);
  const operation = prepared && operationOf(prepared.document);
  const root = operation?.selectionSet.selections[0];
  if (!prepared || !operation || root?.kind !== Kind.FIELD || sharesVariableNames(command, operation)) {
    answer.reject(new Error('the payload cart was not prepared'));
    return undefined;
  }
  const rootKey = root.alias?.value ?? root.name.value;
  return {
    responseKey,
    cart,
    carry: (document, variables) => ({
      document: withCarriedField(
        document,
        { ...root, alias: { kind: Kind.NAME, value: carriedKey } },
        prepared,
      ),
      variables: { ...(prepared.variables ?? {}), ...variables },
    }),
    take(result) {
      const data = result.data as Record<string, Record<string, unknown> | null> | null | undefined;
      const carried = (error: GraphQLError) => error.path?.[1] === carriedKey;
      answer.resolve({
        data: { [rootKey]: Object.values(data ?? {})[0]?.[carriedKey] ?? null },
        errors: result.errors
          ?.filter(carried)
          .map((error) => relocatedError(error, [rootKey, ...(error.path ?? []).slice(2)])),
      });
      const own = result.errors?.filter((error) => !carried(error));
      return own?.length ? own : undefined;
    },
    drop: (error) => answer.reject(error),
  };
}

const variableNames = (operation: OperationDefinitionNode | undefined) =>
  (operation?.variableDefinitions ?? []).map((definition) => definition.variable.name.value);

function sharesVariableNames(command: DocumentNode, cart: OperationDefinitionNode): boolean {
  const own = new Set(variableNames(operationOf(command)));
  return variableNames(cart).some((name) => own.has(name));
}

const operationOf = (document: DocumentNode) =>
  document.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );

/**
 * The command's document with `field` added under its one root field, and the delegated
 * request's variable and fragment definitions beside its own. A command document names no
 * fragments, and its variables are the command's input: different names from a cart selection's
 * (`sharesVariableNames`, else the cart is read after the command).
 */
function withCarriedField(
  document: DocumentNode,
  field: FieldNode,
  prepared: ExecutionRequest,
): DocumentNode {
  const cartOperation = operationOf(prepared.document)!;
  const definitions = document.definitions.map((definition) => {
    if (definition.kind !== Kind.OPERATION_DEFINITION) return definition;
    const [command, ...others] = definition.selectionSet.selections;
    if (command?.kind !== Kind.FIELD || !command.selectionSet) return definition;
    return {
      ...definition,
      variableDefinitions: [
        ...(definition.variableDefinitions ?? []),
        ...(cartOperation.variableDefinitions ?? []),
      ],
      selectionSet: {
        ...definition.selectionSet,
        selections: [
          {
            ...command,
            selectionSet: {
              ...command.selectionSet,
              selections: [...command.selectionSet.selections, field],
            },
          },
          ...others,
        ],
      },
    };
  });
  const fragments = prepared.document.definitions.filter(
    (definition) => definition.kind === Kind.FRAGMENT_DEFINITION,
  );
  return { ...document, definitions: [...definitions, ...fragments] };
}

/**
 * Runs a command whose payload has a `cart`: `run` is given the cart to carry in its commerce
 * call (or undefined: the payload reads it afterwards, `readAfterCommand`). The answer carries
 * the cart under `answeredCart` only when this run made the call: an answer kept for a repeat of
 * the same tap (`kept-answers.ts`) is returned as it was kept, and its cart read afresh.
 */
export async function withCarriedCart<T extends object>(
  commerce: SubschemaConfig,
  context: GatewayContext,
  info: GraphQLResolveInfo | undefined,
  command: DocumentNode,
  run: (carrying: CarriedCart | undefined) => Promise<T>,
): Promise<T> {
  const carrying = await carriedCart(commerce, context, info, command);
  let called = false;
  const payload = await run(
    carrying && {
      ...carrying,
      carry: (document, variables) => {
        called = true;
        return carrying.carry(document, variables);
      },
    },
  ).catch((error: unknown) => {
    carrying?.drop(error);
    throw error;
  });
  if (!carrying || !called) {
    carrying?.drop(new Error('the command made no call'));
    return payload;
  }
  return { ...payload, [answeredCart]: { responseKey: carrying.responseKey, cart: carrying.cart } };
}
