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
