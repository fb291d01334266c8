import { useMemo } from 'react';
import { graphql, loadQuery, type PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { ShellQueriesQuery } from '../../__generated__/ShellQueriesQuery.graphql.ts';
import type { ShellQueriesShopperQuery } from '../../__generated__/ShellQueriesShopperQuery.graphql.ts';
import { localeInfo, localeOfPath } from '../../i18n/locales.ts';
import { currentEnvironment } from '../../relay/environment.ts';
import { useStoreData } from '../../relay/useStoreData.ts';
import { emptyShellData, type ShellData } from './ShellData.tsx';

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

/**
 * The frame's data (banner, logo, menu, store settings and the signed-in shopper), read from the
 * Relay store during render (relay/useStoreData.ts): on a server-rendered page the root loader's
 * query is answered before React renders, so the banner, logo and menu are in the server's HTML
 * and hydration changes nothing. Nothing here fetches: the loader fetches the frame's content, the
 * session refresh (started by the store start) the shopper; sign-in and sign-out load it again.
 * `loaded` is false until the content has arrived (a page the browser renders itself).
 */
export function useShellQueries(variables: ShellQueriesQuery['variables']): ShellData & { loaded: boolean } {
  const content = useStoreData<ShellQueriesQuery>(shellQuery, variables);
  const shopper = useStoreData<ShellQueriesShopperQuery>(shopperQuery, {}, { partial: true });
  const username = shopper?.viewer?.username;
  const avatarUrl = shopper?.viewer?.avatar?.url;
  return useMemo(
    () => ({
      ...(content
        ? {
            banners: content.topBanner.links.map(({ text, link }) => ({ text, link })),
            bannerBackground: content.topBanner.background ?? undefined,
            logoUrl: content.siteGlobal.logoUrl ?? undefined,
            siteName: content.siteGlobal.siteName,
            categories: (content.productCategories?.nodes ?? []).flatMap((node) =>
              node.slug && node.name ? [{ slug: node.slug, name: node.name }] : [],
            ),
            deferStoreStart: content.storeSettings.initStoreOnUserActionToReduceServerLoad,
            autoOpenCart: content.storeSettings.autoOpenCart,
            showMoveToWishlist: content.storeSettings.showMoveToWishlist,
          }
        : emptyShellData),
      viewer: username ? { username, avatarUrl } : undefined,
      loaded: content !== undefined,
    }),
    [content, username, avatarUrl],
  );
}
