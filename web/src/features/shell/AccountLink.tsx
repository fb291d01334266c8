import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { AppLink } from '../../lib/AppLink.tsx';
import { UserIcon } from '../../lib/icons.tsx';
import { Avatar } from '../account/Avatar.tsx';
import { useViewer } from '../account/viewer.ts';
import headerStyles from './Header.module.css';
import styles from './AccountLink.module.css';

/** Links to /my-account, titled with the username or "Sign In"; with an avatar, a small menu (behaviour §2). */
export function AccountLink() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const [open, setOpen] = useState(false);
  const title = viewer?.username ?? t('nav.signIn');
  if (!viewer?.avatarUrl) {
    return (
      <AppLink to="/my-account" className={headerStyles.iconButton} title={title} aria-label={title}>
        <UserIcon />
      </AppLink>
    );
  }
  return (
    <div className={styles.wrap} onMouseLeave={() => setOpen(false)}>
      <button
        type="button"
        className={headerStyles.iconButton}
        title={title}
        aria-label={title}
        aria-expanded={open}
        aria-controls="account-menu"
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar url={viewer.avatarUrl} name={viewer.username ?? ''} size={30} />
      </button>
      <ul id="account-menu" className={styles.menu} hidden={!open}>
        <li>
          <AppLink to="/my-account?tab=wishlist">{t('nav.wishlist')}</AppLink>
        </li>
        <li>
          <AppLink to="/my-account">{t('nav.myAccount')}</AppLink>
        </li>
        <li>
          <AppLink to="/my-account?action=logout">{t('nav.logout')}</AppLink>
        </li>
      </ul>
    </div>
  );
}
