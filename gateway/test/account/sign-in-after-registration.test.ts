import { GraphQLError, parse, print, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { signInAfterRegistration } from '../../src/account/sign-in-after-registration.ts';

const register = parse(`mutation useRegisterMutation($input: RegisterCustomerInput!) {
  registerCustomer(input: $input) { viewer { databaseId username email } }
}`);
const variables = { input: { username: 'mia', email: 'mia@example.com', password: 'First-pass-2026' } };
// What a WooCommerce with Headless Login answers an anonymous registration: no tokens, no account.
const anonymous = {
  data: { registerCustomer: { viewer: { databaseId: null, username: null, email: null } } },
  errors: [new GraphQLError('Internal server error', { path: ['registerCustomer', 'viewer', 'databaseId'] })],
};

describe('registration without tokens (WooCommerce with Headless Login)', () => {
  it('signs in with the registered credentials and answers the account as the new customer', async () => {
    let signedIn = false;
    const calls: { document: string; variables: Record<string, unknown> }[] = [];
    const answer = await signInAfterRegistration(
      register,
      variables,
      anonymous,
      () => signedIn,
      async (document: DocumentNode, vars) => {
        calls.push({ document: print(document), variables: vars });
        if (calls.length === 1) {
          signedIn = true;
          return { data: { login: { clientMutationId: null } } };
        }
        return { data: { viewer: { databaseId: 7, username: 'mia', email: 'mia@example.com' } } };
      },
    );
    expect(calls[0]!.document.replace(/\s+/g, ' ')).toMatch(/login\( ?input: \{ ?provider: PASSWORD/);
    expect(calls[0]!.variables).toEqual({ username: 'mia', password: 'First-pass-2026' });
    expect(calls[1]!.document).toMatch(/^\{\s+viewer \{\s+databaseId\s+username\s+email/);
    expect(answer).toEqual({
      data: { registerCustomer: { viewer: { databaseId: 7, username: 'mia', email: 'mia@example.com' } } },
    });
  });

  it('leaves an answer alone when the registration brought tokens, failed, or the sign-in is refused', async () => {
    const never = async () => {
      throw new Error('not called');
    };
    expect(await signInAfterRegistration(register, variables, anonymous, () => true, never)).toBe(anonymous);
    const refused = {
      data: { registerCustomer: null },
      errors: [new GraphQLError('This username is already registered.')],
    };
    expect(await signInAfterRegistration(register, variables, refused, () => false, never)).toBe(refused);
    const stillAnonymous = await signInAfterRegistration(
      register,
      variables,
      anonymous,
      () => false,
      async () => ({
        data: { login: null },
        errors: [new GraphQLError('Incorrect password.')],
      }),
    );
    expect(stillAnonymous).toBe(anonymous);
  });
});
