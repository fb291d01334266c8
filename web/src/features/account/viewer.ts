import { useMemo } from 'react';
import { graphql, readInlineData } from 'react-relay';
import type { Viewer } from '@nails/machines/commerceTypes';
import type { viewer_user$key } from '../../__generated__/viewer_user.graphql.ts';
import type { viewerQuery } from '../../__generated__/viewerQuery.graphql.ts';
import { useStoreData } from '../../relay/useStoreData.ts';

/**
 * The signed-in shopper (state the shopper sees in several places has one owner): every query
 * or mutation that asks for the viewer (the session refresh, the account, login and checkout
 * pages, sign-in and registration) selects this fragment, so they all fill the same fields of the
 * same record, and this module alone turns it into what the storefront shows. Components read it
 * through `useViewer`, never from their own query's data.
 */
const viewerFragment = graphql`
  fragment viewer_user on User @inline {
    databaseId
    username
    email
    firstName
    lastName
    avatar {
      url
    }
  }
`;

/** The signed-in shopper as the storefront shows them (the auth machine's `Viewer`). */
export interface SignedInViewer extends Viewer {
  databaseId: number;
  username?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  avatarUrl?: string;
}

/** The one shaping of the viewer: a query's `viewer` (or a sign-in's `user`), or null when signed out. */
export function readViewer(ref: viewer_user$key | null | undefined): SignedInViewer | null {
  const user = readInlineData(viewerFragment, ref ?? null);
  if (!user) return null;
  return {
    databaseId: user.databaseId,
    username: user.username ?? undefined,
    email: user.email ?? undefined,
    firstName: user.firstName ?? undefined,
    lastName: user.lastName ?? undefined,
    avatarUrl: user.avatar?.url ?? undefined,
  };
}

/** Never fetched: what the store holds of the viewer, whichever query fetched it last. */
const storedViewer = graphql`
  query viewerQuery {
    viewer {
      ...viewer_user
    }
  }
`;

/**
 * The signed-in shopper now, or null (signed out, or not loaded yet): read from the Relay store
 * during render and followed as it changes, so the header, the account pages, checkout and the
 * auth machine agree the moment a session load, a sign-in or a sign-out lands.
 */
export function useViewer(): SignedInViewer | null {
  const ref = useStoreData<viewerQuery>(storedViewer, {}, { partial: true })?.viewer;
  return useMemo(() => readViewer(ref), [ref]);
}
