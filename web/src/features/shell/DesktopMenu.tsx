import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { AppLink } from '../../lib/AppLink.tsx';
import { ChevronDown } from '../../lib/icons.tsx';
import { useShellData } from '../../lib/ShellData.tsx';
import styles from './DesktopMenu.module.css';

/** Home and Shop; Shop opens on hover or focus with All Products and the top categories (behaviour §2). */
export function DesktopMenu() {
  const { t } = useTranslation();
  const { categories } = useShellData();
  // Hovering shows the menu, the button pins it open; a click while the pointer already opened it
  // must not close it again (the pointer is always over the button when it clicks).
  const [hovered, setHovered] = useState(false);
  const [pinned, setPinned] = useState(false);
  const open = hovered || pinned;
  const setOpen = (value: boolean) => {
    setHovered(value);
    setPinned(value);
  };
  const toggle = useRef<HTMLButtonElement>(null);
  return (
    <nav className={styles.nav} aria-label={t('nav.mainMenu')}>
      <ul className={styles.list}>
        <li>
          <AppLink to="/" className={styles.link}>
            {t('nav.home')}
          </AppLink>
        </li>
        <li
          className={styles.shop}
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
          }}
          // Escape closes the open menu and puts focus back on its button (WAI-ARIA disclosure).
          onKeyDown={(event) => {
            if (event.key !== 'Escape' || !open) return;
            event.stopPropagation();
            setOpen(false);
            toggle.current?.focus();
          }}
        >
          <AppLink to="/products" className={styles.link}>
            {t('nav.shop')}
          </AppLink>
          <button
            ref={toggle}
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls="shop-dropdown"
            aria-label={t('nav.toggleGroup', { name: t('nav.shop') })}
            onClick={() => setPinned((value) => !value)}
          >
            <ChevronDown width={16} height={16} />
          </button>
          <ul id="shop-dropdown" className={styles.dropdown} hidden={!open}>
            <li>
              <AppLink to="/products" className={styles.dropdownLink} onClick={() => setOpen(false)}>
                {t('nav.allProducts')}
              </AppLink>
            </li>
            {categories.map((category) => (
              <li key={category.slug}>
                <AppLink
                  to={`/product-category/${category.slug}`}
                  className={styles.dropdownLink}
                  onClick={() => setOpen(false)}
                >
                  {category.name}
                </AppLink>
              </li>
            ))}
          </ul>
        </li>
        <li>
          <AppLink to="/size-guide" className={styles.link}>
            {t('pages.sizeGuide')}
          </AppLink>
        </li>
        <li>
          <AppLink to="/tutorials" className={styles.link}>
            {t('pages.tutorials')}
          </AppLink>
        </li>
      </ul>
    </nav>
  );
}
