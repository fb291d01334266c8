import { useMachine } from '@xstate/react';
import { authMachine, isAuthPending } from '@nails/machines/authMachine';
import type { Viewer } from '@nails/machines/commerceTypes';
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { inspect } from '../../app/inspector.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { useRefreshSession } from './SessionActor.tsx';
import { useLoginMutation, useProviderLoginMutation } from './useLoginMutation.ts';
import { useLogoutMutation } from './useLogoutMutation.ts';
import { useRegisterMutation } from './useRegisterMutation.ts';
import { useViewer } from './viewer.ts';

/**
 * The auth machine (login, provider login, register, logout) with the gateway calls behind it.
 * `viewer` is whom the page starts it with (the sign-in forms, null); then the one viewer
 * (`viewer.ts` `useViewer`) tells it who is signed in (`auth.viewer.change`) whenever a session
 * load changes it, and its cart refresh after sign-in or sign-out is the shop's session refresh
 * (cart, viewer and wishlist again).
 */
export function useAuth(viewer: Viewer | null, afterSignIn?: string) {
  const login = useLoginMutation();
  const loginWithProvider = useProviderLoginMutation();
  const register = useRegisterMutation();
  const logout = useLogoutMutation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { to } = useLocale();
  const refreshSession = useRefreshSession();
  const logic = useMemo(
    () =>
      authMachine.provide({
        actors: {
          login: fromPromise(({ input }) => login(input.username, input.password)),
          loginWithProvider: fromPromise(({ input }) =>
            loginWithProvider(input.provider, input.state, input.code),
          ),
          register: fromPromise(({ input }) => register(input)),
          logout: fromPromise(() => logout()),
          // The session changed hands: cart and viewer load again (the shop's session refresh).
          refreshCart: fromPromise(async () => {
            await refreshSession();
            if (afterSignIn) void navigate(to(afterSignIn));
          }),
        },
        actions: {
          // Nothing to store or clear in the browser: the token stays in the gateway's session,
          // behind the HttpOnly cookie, which the gateway's logout signs out.
          storeToken: () => {},
          clearCookies: () => sessionStorage.clear(),
          navigate: (_, { to: path }) => void navigate(to(path)),
        },
      }),
    [login, loginWithProvider, register, logout, navigate, to, afterSignIn, refreshSession],
  );
  const [snapshot, send] = useMachine(logic, { input: { viewer }, inspect: inspect() });
  const current = useViewer();
  useEffect(() => send({ type: 'auth.viewer.change', viewer: current }), [current, send]);
  return {
    snapshot,
    send,
    pending: isAuthPending(snapshot),
    error: snapshot.context.error,
    registered: snapshot.context.registered,
    path: pathname,
  };
}
