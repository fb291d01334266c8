import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type {
  PasswordResetKeyStatusEnum,
  useResetKeyStatusQuery,
} from '../../__generated__/useResetKeyStatusQuery.graphql.ts';
import { useCapabilities } from '../../lib/capabilities.ts';

const query = graphql`
  query useResetKeyStatusQuery($key: String!, $login: String!) {
    passwordResetKeyStatus(key: $key, login: $login)
  }
`;

/**
 * What the back end says of a mailed reset key as the link opens (`passwordResetKeyStatus`, a
 * read-only check that leaves the key usable): `checking` until it answers, then VALID, INVALID or
 * EXPIRED, so a used or expired link says so before the form. `unknown` when there is no key,
 * the back end offers no such check (the `passwordResetKeyStatus` capability) or the check itself
 * failed (the network): the form shows and the reset decides on submit.
 */
export type ResetKeyStatus = 'checking' | 'unknown' | PasswordResetKeyStatusEnum;

export function useResetKeyStatus(key: string | undefined, login: string | undefined): ResetKeyStatus {
  const environment = useRelayEnvironment();
  const [answer, setAnswer] = useState<{ key: string; status: ResetKeyStatus }>();
  const offered = useCapabilities()?.passwordResetKeyStatus;
  useEffect(() => {
    if (!key || !login || !offered) return;
    const subscription = fetchQuery<useResetKeyStatusQuery>(
      environment,
      query,
      { key, login },
      { fetchPolicy: 'network-only' },
    ).subscribe({
      next: (response) => setAnswer({ key, status: response.passwordResetKeyStatus ?? 'unknown' }),
      error: () => setAnswer({ key, status: 'unknown' }),
    });
    return () => subscription.unsubscribe();
  }, [environment, key, login, offered]);
  if (!key || !login || !offered) return 'unknown';
  return answer?.key === key ? answer.status : 'checking';
}
