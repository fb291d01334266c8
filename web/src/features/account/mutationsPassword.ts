import { graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type { mutationsPasswordResetEmailMutation } from '../../__generated__/mutationsPasswordResetEmailMutation.graphql.ts';
import type { mutationsPasswordResetMutation } from '../../__generated__/mutationsPasswordResetMutation.graphql.ts';
import { commit } from '../cart/commit.ts';

const resetEmailMutation = graphql`
  mutation mutationsPasswordResetEmailMutation($username: String!) {
    sendPasswordResetEmail(input: { username: $username }) {
      success
    }
  }
`;

const resetMutation = graphql`
  mutation mutationsPasswordResetMutation($key: String!, $login: String!, $password: String!) {
    resetUserPassword(input: { key: $key, login: $login, password: $password }) {
      user {
        databaseId
      }
    }
  }
`;

export async function sendResetEmail(environment: Environment, username: string) {
  const response = await commit<mutationsPasswordResetEmailMutation>(environment, resetEmailMutation, {
    username,
  });
  return { success: response.sendPasswordResetEmail?.success ?? null };
}

export async function resetPassword(
  environment: Environment,
  input: { key: string; login: string; password: string },
) {
  const response = await commit<mutationsPasswordResetMutation>(environment, resetMutation, input);
  return { userId: response.resetUserPassword?.user?.databaseId ?? null };
}

/**
 * Is a mailed reset key still usable (unused, unexpired, for that login)? Checked when the link is
 * opened, so a used link says so before the form. The reset mutation checks the key before the
 * new password, as WordPress's `check_password_reset_key` runs first: sent with no password, a
 * usable key is refused for the password and stays unused; an unusable one is refused for the key.
 * Anything else (the network) counts as usable: the form shows and the back end decides on submit.
 */
export async function resetKeyUsable(
  environment: Environment,
  input: { key: string; login: string },
): Promise<boolean> {
  try {
    await commit<mutationsPasswordResetMutation>(environment, resetMutation, { ...input, password: '' });
    return true;
  } catch (error) {
    const code = (error as { code?: string }).code;
    const text = error instanceof Error ? error.message : '';
    return !(code === 'INVALID_RESET_KEY' || /reset link (is invalid|has expired)/i.test(text));
  }
}
