import { useTranslation } from '../../i18n/useTranslation.ts';
import { AppLink } from '../../lib/AppLink.tsx';
import { usePrivacyMessages } from './usePrivacyMessages.ts';

/** Where a deleted account lands (`/my-account?account=deleted`): signed out, told what happened. */
export function AccountDeleted() {
  const { t } = useTranslation();
  if (!usePrivacyMessages()) return null;
  return (
    <section role="status" className="notice notice-success" aria-labelledby="account-deleted-title">
      <h2 id="account-deleted-title">{t('privacy.deleted.title')}</h2>
      <p>{t('privacy.deleted.body')}</p>
      <AppLink to="/">{t('privacy.deleted.home')}</AppLink>
    </section>
  );
}

/** The query string My account reads to show `AccountDeleted`. */
export const accountDeletedPath = '/my-account?account=deleted';
