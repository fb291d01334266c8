import { Suspense, useCallback, useState } from 'react';
import type { PreloadedQuery } from 'react-relay';
import { Outlet, ScrollRestoration, useLoaderData } from 'react-router-dom';
import type { ShellQueriesQuery } from '../../__generated__/ShellQueriesQuery.graphql.ts';
import { useTranslation } from 'react-i18next';
import { BannerCarousel } from './BannerCarousel.tsx';
import { CartDrawer } from './CartDrawer.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { LiveChat } from './LiveChat.tsx';
import { LoadingBar } from './LoadingBar.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { Overlay } from './Overlay.tsx';
import { SearchPanel } from './SearchPanel.tsx';
import { ShellStateProvider } from './ShellState.tsx';
import { emptyShellData, ShellDataContext, type ShellData } from './ShellData.tsx';
import { ShellContentReader, ShopperReader } from './ShellQueries.tsx';
import { StoreStart } from './StoreStart.tsx';
import { Promotions } from '../promotions/Promotions.tsx';
import { NewsletterProvider, useOpenNewsletter } from '../newsletter/NewsletterProvider.tsx';
import styles from './Shell.module.css';

function Layout() {
  const { t } = useTranslation();
  const openNewsletter = useOpenNewsletter();
  const reference = useLoaderData() as PreloadedQuery<ShellQueriesQuery>;
  const [data, setData] = useState<ShellData & { loaded?: boolean }>(emptyShellData);
  const merge = useCallback(
    (part: Partial<ShellData>) =>
      setData((current) => ({ ...current, ...part, loaded: current.loaded || 'banners' in part })),
    [],
  );
  return (
    <ShellDataContext.Provider value={data}>
      <Suspense fallback={null}>
        <ShellContentReader reference={reference} onData={merge} />
      </Suspense>
      <ShopperReader onData={merge} />
      {data.loaded && <StoreStart defer={data.deferStoreStart} />}
      <a href="#main" className={styles.skip}>
        {t('nav.skipToContent')}
      </a>
      <LoadingBar />
      <BannerCarousel />
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer onNewsletter={openNewsletter} />
      <Overlay />
      <MobileMenu />
      <SearchPanel />
      <CartDrawer />
      <Promotions />
      <LiveChat />
      <ScrollRestoration />
    </ShellDataContext.Provider>
  );
}

/** The frame of every page (spec §1 shell, §2 header and overlays). */
export function Shell() {
  return (
    <ShellStateProvider>
      <NewsletterProvider>
        <Layout />
      </NewsletterProvider>
    </ShellStateProvider>
  );
}
