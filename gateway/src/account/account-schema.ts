import type { IResolvers } from '@graphql-tools/utils';
import { readAfterCommand, type Resolver } from '../commands/answers.ts';
import { commandField, type CommandDeps } from '../commands/command.ts';
import type { GatewayContext } from '../schema/context.ts';
import { login } from './login.ts';
import { logout } from './logout.ts';
import { registerCustomer } from './register-customer.ts';
import { resetUserPassword } from './reset-user-password.ts';
import { sendPasswordResetEmail } from './send-password-reset-email.ts';
import { updateCustomer } from './update-customer.ts';
import { updateUser } from './update-user.ts';

/**
 * The account's commands, each the gateway's own field with its resolver in its own file (gateway
 * README "How a request flows"). Names, inputs and payloads are WooGraphQL's, so the storefront's
 * documents read the same; the payloads have no token fields (the rule: secrets never reach the
 * browser), and the account they show is read afterwards as the shopper.
 */
export const accountCommandTypeDefs = /* GraphQL */ `
  type Mutation {
    "Signs in with a password or a social provider's answer; a wrong name or password answer alike."
    login(input: LoginInput!): LoginPayload
    "Signs out: the session ends (and the back end revokes its tokens where it can)."
    logout(input: LogoutInput!): LogoutPayload
    "Creates an account and signs it in; an address already registered is answered alike, its owner mailed."
    registerCustomer(input: RegisterCustomerInput!): RegisterCustomerPayload
    "Mails a password reset link when the account exists; answers the same when it does not."
    sendPasswordResetEmail(input: SendPasswordResetEmailInput!): SendPasswordResetEmailPayload
    "Sets a new password with a mailed reset key."
    resetUserPassword(input: ResetUserPasswordInput!): ResetUserPasswordPayload
    "Changes the signed-in customer's user record."
    updateUser(input: UpdateUserInput!): UpdateUserPayload
    "Changes the customer: details, addresses, password, or the cart's shipping destination."
    updateCustomer(input: UpdateCustomerInput!): UpdateCustomerPayload
  }
`;

/** A payload field read as the account after the command, or null when it did not sign in. */
const whenSignedIn =
  (read: Resolver): Resolver =>
  (parent, args, context, info) =>
    (parent as { signedIn?: boolean }).signedIn ? read(parent, args, context, info) : null;

export function accountCommandResolvers(deps: CommandDeps): IResolvers<unknown, GatewayContext> {
  const customer = readAfterCommand(deps.commerce, 'customer');
  const viewer = readAfterCommand(deps.commerce, 'viewer');
  return {
    Mutation: {
      login: commandField(deps, login),
      logout: commandField(deps, logout),
      registerCustomer: commandField(deps, registerCustomer),
      sendPasswordResetEmail: commandField(deps, sendPasswordResetEmail),
      resetUserPassword: commandField(deps, resetUserPassword),
      updateUser: commandField(deps, updateUser),
      updateCustomer: commandField(deps, updateCustomer),
    },
    LoginPayload: { user: whenSignedIn(viewer), customer: whenSignedIn(customer) },
    RegisterCustomerPayload: { viewer: whenSignedIn(viewer), customer: whenSignedIn(customer) },
    UpdateCustomerPayload: { customer },
    UpdateUserPayload: { user: viewer },
    // A reset signs no one in: `user` is the account commerce's own answer named.
    ResetUserPasswordPayload: { user: (payload: { user: unknown }) => payload.user },
  };
}
