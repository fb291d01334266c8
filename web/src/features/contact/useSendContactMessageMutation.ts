import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  ContactMessageInput,
  useSendContactMessageMutation as SendContactMessageMutation,
} from '../../__generated__/useSendContactMessageMutation.graphql.ts';

const mutation = graphql`
  mutation useSendContactMessageMutation($input: ContactMessageInput!) {
    sendContactMessage(input: $input) {
      success
    }
  }
`;

/**
 * Sends a contact message (stored by the content service, contact-messages): resolves true when
 * it was stored, false on any error; with whether a message is on its way.
 */
export function useSendContactMessageMutation(): [(input: ContactMessageInput) => Promise<boolean>, boolean] {
  const [commit, sending] = useMutation<SendContactMessageMutation>(mutation);
  const send = useCallback(
    (input: ContactMessageInput) =>
      new Promise<boolean>((resolve) => {
        commit({
          variables: { input },
          onCompleted: (response, errors) => resolve(!errors?.length && response.sendContactMessage.success),
          onError: () => resolve(false),
        });
      }),
    [commit],
  );
  return [send, sending];
}
