import { useMemo } from 'react';
import { fetchQuery, graphql, loadQuery, type PreloadedQuery } from 'react-relay';
import { data, type LoaderFunctionArgs } from 'react-router-dom';
import type { ShellQueriesQuery } from '../../__generated__/ShellQueriesQuery.graphql.ts';
import { localeInfo, localeOfPath } from '../../i18n/locales.ts';
import { currentEnvironment } from '../../relay/environment.ts';
import { useStoreData } from '../../relay/useStoreData.ts';
import { noCapabilities, type Capabilities, type Capability } from '../../lib/capabilities.ts';
import { emptyShellData, type ShellData } from '../../lib/ShellData.tsx';

const shellQuery = graphql`
  query ShellQueriesQuery($locale: String) {
    topBanner(locale: $locale) {
      background
      # eslint-disable-next-line relay/unused-fields -- with the frame, so the cart's free shipping hint (cart/FreeShippingHint.tsx) is in the store before the page renders, on the server too
      freeShippingThreshold
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
      # Once per visit, with the frame: the features read it through capabilities.ts.
      capabilities {
        giftCards
        orderTracking
        stripePaymentIntents
        passwordResetKeyStatus
      }
    }
  }
`;

/** The root route's loader: banner, logo and menu for the URL's language; never blocks the page. */
export function shellLoader({
  request,
}: Pick<LoaderFunctionArgs, 'request'>): PreloadedQuery<ShellQueriesQuery> {
  return loadQuery<ShellQueriesQuery>(currentEnvironment(), shellQuery, shellVariables(request), {
    fetchPolicy: 'store-or-network',
  });
}

const shellVariables = (request: Request): ShellQueriesQuery['variables'] => ({
  locale: localeInfo(localeOfPath(new URL(request.url).pathname)).wp,
});

const capabilitiesOf = (settings: ShellQueriesQuery['response']['storeSettings']): Capabilities => ({
  giftCards: settings.capabilities.giftCards,
  orderTracking: settings.capabilities.orderTracking,
  stripePaymentIntents: settings.capabilities.stripePaymentIntents,
  passwordResetKeyStatus: settings.capabilities.passwordResetKeyStatus,
});

/**
 * The capabilities for a route loader: the root loader's own request (Relay dedupes the same
 * query in flight) or, after it, the store; nothing is fetched twice. When the frame's query
 * fails, nothing optional is assumed.
 */
export async function capabilitiesFor(request: Request): Promise<Capabilities> {
  try {
    const response = await fetchQuery<ShellQueriesQuery>(
      currentEnvironment(),
      shellQuery,
      shellVariables(request),
      { fetchPolicy: 'store-or-network' },
    ).toPromise();
    return response ? capabilitiesOf(response.storeSettings) : noCapabilities;
  } catch {
    return noCapabilities;
  }
}

/**
 * The loader of a page that only an optional capability makes work (the gift card balance, order
 * tracking): where the back end lacks it the path is the normal 404 page, on the server too.
 */
export async function requireCapability(
  { request }: Pick<LoaderFunctionArgs, 'request'>,
  name: Capability,
): Promise<null> {
  if (!(await capabilitiesFor(request))[name]) throw data(null, { status: 404 });
  return null;
}

/**
 * The frame's data (banner, logo, menu, store settings), read from the Relay store during render
 * (relay/useStoreData.ts): on a server-rendered page the root loader's query is answered before
 * React renders, so the banner, logo and menu are in the server's HTML and hydration changes
 * nothing. Nothing here fetches: the loader fetches the frame's content. The signed-in shopper is
 * not the frame's: the header reads it through `account/viewer.ts` `useViewer`.
 * `loaded` is false until the content has arrived (a page the browser renders itself).
 */
export function useShellQueries(variables: ShellQueriesQuery['variables']): ShellData & { loaded: boolean } {
  const content = useStoreData<ShellQueriesQuery>(shellQuery, variables);
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
            capabilities: capabilitiesOf(content.storeSettings),
          }
        : emptyShellData),
      loaded: content !== undefined,
    }),
    [content],
  );
}
