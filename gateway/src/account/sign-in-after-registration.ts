import type { ExecutionResult } from '@graphql-tools/utils';
import {
  Kind,
  parse,
  valueFromASTUntyped,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';
import { tidy } from '../upstreams/prune-to-upstream.ts';

/** Sends a document to commerce as the shopper (their tokens, captured ones kept); the answer. */
export type CallAsShopper = (
  document: DocumentNode,
  variables: Record<string, unknown>,
) => Promise<ExecutionResult>;

const loginDocument = parse(`mutation SignInAfterRegistration($username: String!, $password: String!) {
  login(input: { provider: PASSWORD, credentials: { username: $username, password: $password } }) {
    clientMutationId
  }
}`);

/** The payload fields that show the new account, asked again once it is signed in. */
const accountFields = new Set(['viewer', 'customer']);

const registerFields = (document: DocumentNode): FieldNode[] =>
  document.definitions.flatMap((definition) =>
    definition.kind === Kind.OPERATION_DEFINITION && definition.operation === 'mutation'
      ? definition.selectionSet.selections.filter(
          (selection): selection is FieldNode =>
            selection.kind === Kind.FIELD && selection.name.value === 'registerCustomer',
        )
      : [],
  );

/**
 * Registration signs the new customer in (behaviour §4, as WooCommerce's own "My account" does). A
 * WooCommerce whose sign-in plugin is Headless Login hands out no tokens on `registerCustomer`
 * (WooGraphQL adds them only for WPGraphQL JWT Authentication) and cannot show the new account to
 * the still anonymous request: `viewer` and `customer` fail. So when the registration went
 * through and no tokens came with it, the gateway signs in with the credentials just registered
 * (`login`, whose tokens it keeps as for any sign-in) and asks `viewer` and `customer` again as
 * the new customer (gateway README "Differences from the real dialect").
 */
export async function signInAfterRegistration(
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  result: ExecutionResult,
  signedIn: () => boolean,
  callAsShopper: CallAsShopper,
): Promise<ExecutionResult> {
  const field = registerFields(document)[0];
  const data = result.data as Record<string, Record<string, unknown> | null> | null | undefined;
  const key = field && (field.alias?.value ?? field.name.value);
  if (!field || !key || !data?.[key] || signedIn()) return result;
  const inputNode = field.arguments?.find((argument) => argument.name.value === 'input');
  const input = (inputNode ? valueFromASTUntyped(inputNode.value, variables) : {}) as {
    username?: string;
    email?: string;
    password?: string;
  };
  const username = input.username || input.email;
  if (!username || !input.password) return result;
  await callAsShopper(loginDocument, { username, password: input.password });
  if (!signedIn()) return result;

  const asked = (field.selectionSet?.selections ?? []).filter(
    (selection): selection is FieldNode =>
      selection.kind === Kind.FIELD && accountFields.has(selection.name.value),
  );
  if (asked.length === 0) return withoutAccountErrors(result, key, new Set());
  const fragments = document.definitions.filter(
    (definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION,
  );
  const query: DocumentNode = tidy({
    kind: Kind.DOCUMENT,
    definitions: [
      {
        kind: Kind.OPERATION_DEFINITION,
        operation: 'query' as OperationDefinitionNode['operation'],
        selectionSet: { kind: Kind.SELECTION_SET, selections: asked },
      } as OperationDefinitionNode,
      ...fragments,
    ],
  });
  const account = await callAsShopper(query, variables ?? {});
  const answered = (account.data ?? {}) as Record<string, unknown>;
  const keys = new Set(asked.map((selection) => selection.alias?.value ?? selection.name.value));
  const payload = { ...data[key] };
  for (const name of keys) payload[name] = answered[name] ?? null;
  const next = withoutAccountErrors({ ...result, data: { ...data, [key]: payload } }, key, keys);
  const moved = (account.errors ?? []).map((error) =>
    Object.assign(Object.create(Object.getPrototypeOf(error) as object) as object, error, {
      path: [key, ...(error.path ?? [])],
    }),
  ) as typeof account.errors & object;
  return moved.length ? { ...next, errors: [...(next.errors ?? []), ...moved] } : next;
}

/** The errors of the anonymous answer about the account fields, gone now they are answered again. */
function withoutAccountErrors(result: ExecutionResult, key: string, keys: Set<string>): ExecutionResult {
  const errors = result.errors?.filter(
    (error) =>
      !(
        error.path?.[0] === key &&
        (keys.has(String(error.path[1])) || String(error.path[1]).startsWith('__gw_'))
      ),
  );
  const { errors: _before, ...rest } = result;
  return errors?.length ? { ...rest, errors } : rest;
}
