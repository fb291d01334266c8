import type { ExecutionResult } from '@graphql-tools/utils';
import {
  Kind,
  parse,
  visit,
  type DocumentNode,
  type FieldNode,
  type OperationDefinitionNode,
  type SelectionNode,
} from 'graphql';

/**
 * Fields the browser never sees (the rule: secrets never reach the browser). They are
 * removed from the stitched schema; the gateway asks for them itself under private aliases on
 * the mutations that hand them out, keeps them in the session store and strips them again.
 * PaymentIntent.clientSecret stays: Stripe.js needs it in the browser to confirm the payment.
 */
export const hiddenFields: Record<string, string[]> = {
  LoginPayload: ['authToken', 'refreshToken', 'wooSessionToken', 'sessionToken'],
  RegisterCustomerPayload: ['authToken', 'refreshToken'],
  UpdateCustomerPayload: ['authToken', 'refreshToken'],
  RefreshTokenPayload: ['authToken'],
  Customer: ['sessionToken'],
  User: ['wooSessionToken'],
  RootMutation: ['refreshToken'], // only the gateway refreshes tokens (WooGraphQL's root mutation type)
};

const prefix = '__gw_';
const captured: Record<string, string> = {
  login: `${prefix}authToken: authToken ${prefix}refreshToken: refreshToken ${prefix}sessionToken: wooSessionToken ${prefix}customer: customer { databaseId } ${prefix}user: user { databaseId }`,
  registerCustomer: `${prefix}authToken: authToken ${prefix}refreshToken: refreshToken ${prefix}customer: customer { databaseId } ${prefix}user: viewer { databaseId }`,
  updateCustomer: `${prefix}authToken: authToken ${prefix}refreshToken: refreshToken`,
};

export interface CapturedTokens {
  field: string;
  authToken?: string;
  refreshToken?: string;
  sessionToken?: string;
  customerId?: number;
}

const extraSelections = (field: string): readonly SelectionNode[] =>
  (parse(`{ ${captured[field]} }`).definitions[0] as OperationDefinitionNode).selectionSet.selections;

/**
 * Adds the private token selections to every token-bearing root mutation field of the document.
 * `updateCustomer` hands out tokens only to a signed-in customer: WooGraphQL answers a guest's
 * `authToken` there with "User not found.", so a guest's update asks for none.
 */
export function withCapturedTokens(document: DocumentNode, signedIn: boolean): DocumentNode {
  return visit(document, {
    FragmentDefinition: () => false,
    OperationDefinition: (operation) => (operation.operation === 'mutation' ? undefined : false),
    Field(node: FieldNode, _key, _parent, path) {
      // Root fields only: their path is [definitions, i, selectionSet, selections, j].
      if (path.length !== 5 || !captured[node.name.value] || !node.selectionSet) return undefined;
      if (node.name.value === 'updateCustomer' && !signedIn) return undefined;
      return {
        ...node,
        selectionSet: {
          kind: Kind.SELECTION_SET,
          selections: [...node.selectionSet.selections, ...extraSelections(node.name.value)],
        },
      };
    },
  });
}

/** Reads and removes the private selections from a result; the caller stores what they held. */
export function takeCapturedTokens(document: DocumentNode, result: ExecutionResult): CapturedTokens[] {
  const found: CapturedTokens[] = [];
  const data = result.data as Record<string, Record<string, unknown> | null> | null | undefined;
  if (!data) return found;
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION || definition.operation !== 'mutation') continue;
    for (const selection of definition.selectionSet.selections) {
      if (selection.kind !== Kind.FIELD || !captured[selection.name.value]) continue;
      const payload = data[selection.alias?.value ?? selection.name.value];
      if (!payload) continue;
      const take = (key: string) => {
        const value = payload[`${prefix}${key}`];
        delete payload[`${prefix}${key}`];
        return value;
      };
      const asString = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
      const customer = take('customer') as { databaseId?: number } | null | undefined;
      const user = take('user') as { databaseId?: number } | null | undefined;
      found.push({
        field: selection.name.value,
        authToken: asString(take('authToken')),
        refreshToken: asString(take('refreshToken')),
        sessionToken: asString(take('sessionToken')),
        customerId: customer?.databaseId || user?.databaseId || undefined,
      });
    }
  }
  return found;
}
