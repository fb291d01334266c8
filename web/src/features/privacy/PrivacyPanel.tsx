import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { AppLink } from '../../lib/AppLink.tsx';
import { DownloadMyData } from './DownloadMyData.tsx';
import { usePrivacyMessages } from './usePrivacyMessages.ts';
import styles from './Privacy.module.css';

/** My account's Privacy tab: what is kept (the policy), her data as a file, and her account's erasure. */
export function PrivacyPanel({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  if (!usePrivacyMessages()) return null;
  return (
    <div className={styles.panel}>
      <p>
        {t('privacy.intro')} <AppLink to="/privacy-policy">{t('privacy.policyLink')}</AppLink>
      </p>
      <DownloadMyData />
      {children}
    </div>
  );
}
