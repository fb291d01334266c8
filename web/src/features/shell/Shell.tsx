import { lazy, Suspense, useCallback, useEffect, type ReactNode } from 'react';
import type { PreloadedQuery } from 'react-relay';
import { Outlet, ScrollRestoration, useLoaderData } from 'react-router-dom';
import type { ShellQueriesQuery } from '../../__generated__/ShellQueriesQuery.graphql.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { BannerCarousel } from './BannerCarousel.tsx';
import { CartDrawer } from './CartDrawer.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { LiveChat } from './LiveChat.tsx';
import { LoadingBar } from './LoadingBar.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { Overlay } from './Overlay.tsx';
import { SearchPanel } from './SearchPanel.tsx';
import { ShellStateProvider, useShell } from './ShellState.tsx';
import { ShellDataContext } from '../../lib/ShellData.tsx';
import { useShellQueries } from './ShellQueries.tsx';
import { StoreStart } from './StoreStart.tsx';
import { useReloadOpensAtTop } from './useReloadOpensAtTop.ts';
import { SessionProvider } from '../account/SessionActor.tsx';
import { AfterHydration, HydrationRegion } from '../../app/hydration.tsx';
import { CartActor, CartProvider } from '../cart/CartActor.tsx';
import { NewsletterProvider, useOpenNewsletter } from '../newsletter/NewsletterProvider.tsx';
import { AfterConsentChoice, ConsentWhenAsked } from '../consent/ConsentGate.tsx';
import { requestConsentSettings } from '../../lib/consent.ts';
import styles from './Shell.module.css';

// Shown only after hydration (timers, storage, the window's size): loaded then, not before.
const Promotions = lazy(() =>
  import('../promotions/Promotions.tsx').then((module) => ({ default: module.Promotions })),
);

function Layout() {
  const { t } = useTranslation();
  const openNewsletter = useOpenNewsletter();
  const reference = useLoaderData() as PreloadedQuery<ShellQueriesQuery>;
  const data = useShellQueries(reference.variables);
  const cart = CartActor.useActorRef();
  useReloadOpensAtTop();
  useEffect(() => {
    if (data.loaded) cart.send({ type: 'cart.settings.change', autoOpenCart: data.autoOpenCart });
  }, [cart, data.loaded, data.autoOpenCart]);
  return (
    <ShellDataContext.Provider value={data}>
      {data.loaded && <StoreStart defer={data.deferStoreStart} />}
      {/* First in the page, so the first tab stop and what a screen reader meets first while it asks. */}
      {/* Rendered by the server too: a first visit paints it with the page (lib/consent.ts). */}
      <ConsentWhenAsked />
      <a href="#main" className={styles.skip}>
        {t('nav.skipToContent')}
      </a>
      <LoadingBar />
      <BannerCarousel />
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        <HydrationRegion>
          <Outlet />
        </HydrationRegion>
      </main>
      <HydrationRegion>
        <Footer onNewsletter={openNewsletter} onPrivacyChoices={requestConsentSettings} />
      </HydrationRegion>
      <Overlay />
      <MobileMenu />
      <SearchPanel />
      <CartDrawer />
      <AfterHydration>
        {/* The shop's own overlays wait for the shopper's answer: one dialog at a time on a phone. */}
        <AfterConsentChoice>
          <Suspense fallback={null}>
            <Promotions />
          </Suspense>
        </AfterConsentChoice>
        <LiveChat />
      </AfterHydration>
      <ScrollRestoration />
    </ShellDataContext.Provider>
  );
}

/** The shopper's state for every page: the one cart actor and the one session refresh. */
function ShopperState({ children }: { children: ReactNode }) {
  const { send } = useShell();
  const openDrawer = useCallback(() => send({ type: 'cart.open' }), [send]);
  return (
    <CartProvider openDrawer={openDrawer}>
      <SessionProvider>{children}</SessionProvider>
    </CartProvider>
  );
}

/** The frame of every page (behaviour §1 shell, §2 header and overlays). */
export function Shell() {
  return (
    <ShellStateProvider>
      <ShopperState>
        <NewsletterProvider>
          <Layout />
        </NewsletterProvider>
      </ShopperState>
    </ShellStateProvider>
  );
}
