import { useEffect } from 'react';
import { graphql, loadQuery, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { createOperationDescriptor, getRequest } from 'relay-runtime';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { ShellQueriesQuery } from '../../__generated__/ShellQueriesQuery.graphql.ts';
import type { ShellQueriesShopperQuery } from '../../__generated__/ShellQueriesShopperQuery.graphql.ts';
import { localeInfo, localeOfPath } from '../../i18n/locales.ts';
import { currentEnvironment } from '../../relay/environment.ts';
import type { ShellData } from './ShellData.tsx';

const shellQuery = graphql`
  query ShellQueriesQuery($locale: String) {
    topBanner(locale: $locale) {
      background
      links {
        text
        link
      }
    }
    siteGlobal(locale: $locale) {
      logoUrl
      siteName
    }
    productCategories(first: 20, where: { orderby: COUNT, order: DESC, hideEmpty: true }) {
      nodes {
        slug
        name
      }
    }
    storeSettings {
      initStoreOnUserActionToReduceServerLoad
      autoOpenCart
      showMoveToWishlist
    }
  }
`;

/**
 * The signed-in shopper for the header, read from what the session refresh (getCart) put in the
 * store; the cart count is the cart actor's.
 */
const shopperQuery = graphql`
  query ShellQueriesShopperQuery {
    viewer {
      username
      avatar {
        url
      }
    }
  }
`;

/** The root route's loader: banner, logo and menu for the URL's language; never blocks the page. */
export function shellLoader({ request }: LoaderFunctionArgs): PreloadedQuery<ShellQueriesQuery> {
  const locale = localeInfo(localeOfPath(new URL(request.url).pathname)).wp;
  return loadQuery<ShellQueriesQuery>(
    currentEnvironment(),
    shellQuery,
    { locale },
    { fetchPolicy: 'store-or-network' },
  );
}

type Part = Partial<ShellData>;

/** Reads the shell query (inside a Suspense boundary) and hands its data to the layout. */
export function ShellContentReader({
  reference,
  onData,
}: {
  reference: PreloadedQuery<ShellQueriesQuery>;
  onData(part: Part): void;
}) {
  const data = usePreloadedQuery<ShellQueriesQuery>(shellQuery, reference);
  useEffect(() => {
    onData({
      banners: data.topBanner.links.map(({ text, link }) => ({ text, link })),
      bannerBackground: data.topBanner.background ?? undefined,
      logoUrl: data.siteGlobal.logoUrl ?? undefined,
      siteName: data.siteGlobal.siteName,
      categories: (data.productCategories?.nodes ?? []).flatMap((node) =>
        node.slug && node.name ? [{ slug: node.slug, name: node.name }] : [],
      ),
      deferStoreStart: data.storeSettings.initStoreOnUserActionToReduceServerLoad,
      autoOpenCart: data.storeSettings.autoOpenCart,
      showMoveToWishlist: data.storeSettings.showMoveToWishlist,
    });
  }, [data, onData]);
  return null;
}

/**
 * Follows whatever the Relay store holds of the viewer without fetching: the session refresh
 * (started by the store start) fetches it, sign-in and sign-out load it again.
 */
export function ShopperReader({ onData }: { onData(part: Part): void }) {
  const environment = useRelayEnvironment();
  useEffect(() => {
    const operation = createOperationDescriptor(getRequest(shopperQuery), {});
    const retained = environment.retain(operation);
    const publish = (data: ShellQueriesShopperQuery['response'] | undefined) => {
      const username = data?.viewer?.username;
      onData({ viewer: username ? { username, avatarUrl: data?.viewer?.avatar?.url } : undefined });
    };
    const snapshot = environment.lookup(operation.fragment);
    publish(snapshot.data as ShellQueriesShopperQuery['response'] | undefined);
    const subscription = environment.subscribe(snapshot, (next) =>
      publish(next.data as ShellQueriesShopperQuery['response'] | undefined),
    );
    return () => {
      subscription.dispose();
      retained.dispose();
    };
  }, [environment, onData]);
  return null;
}
