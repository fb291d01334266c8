import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { AppLink } from '../../lib/AppLink.tsx';
import { ChevronDown } from '../../lib/icons.tsx';
import { Drawer } from './Drawer.tsx';
import { useShell } from './ShellState.tsx';
import { useShellData } from '../../lib/ShellData.tsx';
import { useCapability } from '../../lib/capabilities.ts';
import { useViewer } from '../account/viewer.ts';
import styles from './MobileMenu.module.css';

function Group({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  const [expanded, setExpanded] = useState(id === 'shop');
  return (
    <li className={styles.group}>
      <button
        type="button"
        className={styles.groupToggle}
        aria-expanded={expanded}
        aria-controls={`menu-group-${id}`}
        onClick={() => setExpanded((value) => !value)}
      >
        {title}
        <ChevronDown width={18} height={18} className={expanded ? styles.flipped : undefined} />
      </button>
      <ul id={`menu-group-${id}`} className={styles.sublist} hidden={!expanded}>
        {children}
      </ul>
    </li>
  );
}

/** The phone menu: slides in from the left, adds Wishlist and My Account, collapsible groups (behaviour §2). */
export function MobileMenu() {
  const { t } = useTranslation();
  const { menuOpen, send } = useShell();
  const { categories } = useShellData();
  const viewer = useViewer();
  const orderTracking = useCapability('orderTracking');
  return (
    <Drawer
      id="mobile-menu"
      open={menuOpen}
      side="left"
      title={t('nav.mobileMenu')}
      closeLabel={t('nav.closeMenu')}
      onClose={() => send({ type: 'menu.set', open: false })}
    >
      <nav aria-label={t('nav.mobileMenu')}>
        <ul className={styles.list}>
          <li>
            <AppLink to="/" className={styles.link}>
              {t('nav.home')}
            </AppLink>
          </li>
          <Group id="shop" title={t('nav.shop')}>
            <li>
              <AppLink to="/products" className={styles.sublink}>
                {t('nav.allProducts')}
              </AppLink>
            </li>
            {categories.map((category) => (
              <li key={category.slug}>
                <AppLink to={`/product-category/${category.slug}`} className={styles.sublink}>
                  {category.name}
                </AppLink>
              </li>
            ))}
          </Group>
          <Group id="help" title={t('nav.help')}>
            {(
              [
                ['/size-guide', 'pages.sizeGuide'],
                ['/tutorials', 'pages.tutorials'],
                ...(orderTracking ? ([['/tracking', 'pages.tracking']] as const) : []),
                ['/contact-us', 'pages.contactUs'],
                ['/shipping-policy', 'pages.shipping'],
                ['/return-exchange-policy', 'pages.returns'],
              ] as const
            ).map(([path, key]) => (
              <li key={path}>
                <AppLink to={path} className={styles.sublink}>
                  {t(key)}
                </AppLink>
              </li>
            ))}
          </Group>
          <li>
            <AppLink to={viewer ? '/my-account?tab=wishlist' : '/wishlist'} className={styles.link}>
              {t('nav.wishlist')}
            </AppLink>
          </li>
          <li>
            <AppLink to="/my-account" className={styles.link}>
              {t('nav.myAccount')}
            </AppLink>
          </li>
        </ul>
      </nav>
    </Drawer>
  );
}
