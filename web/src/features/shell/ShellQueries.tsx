import { useEffect } from 'react';
import { graphql, loadQuery, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { createOperationDescriptor, getRequest } from 'relay-runtime';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { ShellQueriesQuery } from '../../__generated__/ShellQueriesQuery.graphql.ts';
import type { ShellQueriesShopperQuery } from '../../__generated__/ShellQueriesShopperQuery.graphql.ts';
import { localeInfo, localeOfPath } from '../../i18n/locales.ts';
import { environment } from '../../relay/environment.ts';
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
    }
  }
`;

/** Per-shopper header data (cart count, viewer), loaded once the store starts (spec §4). */
export const shopperQuery = graphql`
  query ShellQueriesShopperQuery {
    cart {
      contents(first: 100) {
        itemCount
      }
    }
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
    environment,
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
      banners: data.topBanner.links,
      bannerBackground: data.topBanner.background ?? undefined,
      logoUrl: data.siteGlobal.logoUrl ?? undefined,
      siteName: data.siteGlobal.siteName,
      categories: (data.productCategories?.nodes ?? []).flatMap((node) =>
        node.slug && node.name ? [{ slug: node.slug, name: node.name }] : [],
      ),
      deferStoreStart: data.storeSettings.initStoreOnUserActionToReduceServerLoad,
    });
  }, [data, onData]);
  return null;
}

/**
 * Follows whatever the Relay store holds of the shopper (cart count, viewer) without fetching:
 * the store start fetches it, and every cart mutation that links the root `cart` updates it.
 */
export function ShopperReader({ onData }: { onData(part: Part): void }) {
  const environment = useRelayEnvironment();
  useEffect(() => {
    const operation = createOperationDescriptor(getRequest(shopperQuery), {});
    const retained = environment.retain(operation);
    const publish = (data: ShellQueriesShopperQuery['response'] | undefined) => {
      const username = data?.viewer?.username;
      onData({
        cartCount: data?.cart?.contents?.itemCount ?? 0,
        viewer: username ? { username, avatarUrl: data?.viewer?.avatar?.url } : undefined,
      });
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
