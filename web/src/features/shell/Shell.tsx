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
import { Promotions, usePromotions } from '../promotions/Promotions.tsx';
import styles from './Shell.module.css';

function Layout() {
  const { t } = useTranslation();
  const promotions = usePromotions();
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
      <Footer onNewsletter={promotions.openNewsletter} />
      <Overlay />
      <MobileMenu />
      <SearchPanel />
      <CartDrawer />
      <Promotions api={promotions} />
      <LiveChat />
      <ScrollRestoration />
    </>
  );
}

/** The frame of every page (spec §1 shell, §2 header and overlays). */
export function Shell() {
  return (
    <ShellStateProvider>
      <Layout />
    </ShellStateProvider>
  );
}
