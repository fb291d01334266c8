import { Outlet, ScrollRestoration } from 'react-router-dom';
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
import { Promotions } from '../promotions/Promotions.tsx';
import { NewsletterProvider, useOpenNewsletter } from '../newsletter/NewsletterProvider.tsx';
import styles from './Shell.module.css';

function Layout() {
  const { t } = useTranslation();
  const openNewsletter = useOpenNewsletter();
  return (
    <>
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
    </>
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
