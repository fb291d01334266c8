import { useTranslation } from '../../i18n/useTranslation.ts';
import { AppLink } from '../../lib/AppLink.tsx';
import styles from './Account.module.css';

const accountTabs = ['info', 'addresses', 'password', 'orders', 'downloads', 'wishlist', 'privacy'] as const;
export type AccountTab = (typeof accountTabs)[number];

export const tabOf = (value: string | null): AccountTab =>
  (accountTabs as readonly string[]).includes(value ?? '') ? (value as AccountTab) : 'info';

/** The my-account tabs, as links (`?tab=`), so each tab has its own URL (behaviour §2: `?tab=wishlist`). */
export function AccountTabs({
  current,
  onLogout,
  loggingOut,
}: {
  current: AccountTab;
  onLogout(): void;
  loggingOut: boolean;
}) {
  const { t } = useTranslation('shop');
  return (
    <nav aria-label={t('account.title')}>
      <ul className={styles.tabs}>
        {accountTabs.map((tab) => (
          <li key={tab}>
            <AppLink
              to={tab === 'info' ? '/my-account' : `/my-account?tab=${tab}`}
              aria-current={tab === current ? 'page' : undefined}
            >
              {t(`account.tabs.${tab}`)}
            </AppLink>
          </li>
        ))}
        <li>
          <button type="button" className="link-button" onClick={onLogout} disabled={loggingOut}>
            {t('account.logout')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
