import { useTranslation } from '../../i18n/useTranslation.ts';
import { MenuIcon, SearchIcon } from '../../lib/icons.tsx';
import { AccountLink } from './AccountLink.tsx';
import { CartTrigger } from './CartTrigger.tsx';
import { DesktopMenu } from './DesktopMenu.tsx';
import { Logo } from './Logo.tsx';
import { useShell } from './ShellState.tsx';
import { useShellData } from '../../lib/ShellData.tsx';
import styles from './Header.module.css';

/** Sticky header under the 41 px promotion banner (behaviour §2 Header, §9 sticky offset). */
export function Header() {
  const { t } = useTranslation();
  const { send, menuOpen, searchOpen } = useShell();
  const { logoUrl, siteName } = useShellData();
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <button
          type="button"
          className={`${styles.iconButton} ${styles.menuButton}`}
          aria-label={t('nav.openMenu')}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => send({ type: 'menu.toggle' })}
        >
          <MenuIcon />
        </button>
        <Logo url={logoUrl} siteName={siteName ?? t('meta.siteName')} />
        <DesktopMenu />
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t('search.open')}
            aria-expanded={searchOpen}
            aria-controls="search-panel"
            onClick={() => send({ type: 'search.toggle' })}
          >
            <SearchIcon />
          </button>
          <AccountLink />
          <CartTrigger />
        </div>
      </div>
    </header>
  );
}
