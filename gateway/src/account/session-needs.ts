import { Kind, valueFromASTUntyped, type DocumentNode } from 'graphql';
import { rootFieldsOf } from '../schema/operation-fields.ts';

/**
 * Mutations a guest makes without a session of ours (gateway README "Sessions"): nothing of
 * theirs is kept between requests. `login` and `registerCustomer` start one only when they
 * succeed (the sign-in keeps the tokens).
 */
const sessionless = new Set([
  'login',
  'registerCustomer',
  'logout',
  'writeReview',
  'sendPasswordResetEmail',
  'resetUserPassword',
  'sendContactMessage',
  'subscribeToNewsletter',
]);

/**
 * Whether a guest's mutation needs a session before commerce is asked: a cart change, a
 * checkout, a customer update. Started first, so a refused start (the per-IP bound) changes
 * nothing at commerce; queries never start one.
 */
export function mutationNeedsSession(document: DocumentNode, operationName?: string): boolean {
  return rootFieldsOf(document, operationName).some((field) => !sessionless.has(field));
}

/**
 * Whether a successful commerce `checkout` of this document created an account (behaviour §2:
 * optional account creation at checkout): like a registration, the session's cookie rotates.
 */
export function createdAccountAtCheckout(
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  data: unknown,
): boolean {
  const answers = data as Record<string, { result?: string } | null> | null | undefined;
  return document.definitions.some(
    (definition) =>
      definition.kind === Kind.OPERATION_DEFINITION &&
      definition.operation === 'mutation' &&
      definition.selectionSet.selections.some((selection) => {
        if (selection.kind !== Kind.FIELD || selection.name.value !== 'checkout') return false;
        if (answers?.[selection.alias?.value ?? 'checkout']?.result !== 'success') return false;
        const input = selection.arguments?.find((argument) => argument.name.value === 'input');
        const value = input
          ? (valueFromASTUntyped(input.value, variables) as { account?: unknown })
          : undefined;
        return Boolean(value?.account);
      }),
  );
}
