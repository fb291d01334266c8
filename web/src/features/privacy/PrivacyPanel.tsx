import { useCallback } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { AppLink } from '../../lib/AppLink.tsx';
import { accountDeletedPath } from './AccountDeleted.tsx';
import { DeleteAccount, type DeleteAccountInput } from './DeleteAccount.tsx';
import { DownloadMyData } from './DownloadMyData.tsx';
import { useDeleteMyAccountMutation } from './useDeleteMyAccountMutation.ts';
import { usePrivacyMessages } from './usePrivacyMessages.ts';
import styles from './Privacy.module.css';

/**
 * Erases the account, then loads My account afresh, signed out, with the confirmation. A full
 * load rather than a route change: nothing of hers that this tab held (the cart, the viewer, what
 * the page remembered on the device) outlives the erasure.
 */
function useDeleteAndLeave(): (input: DeleteAccountInput) => Promise<void> {
  const deleteMyAccount = useDeleteMyAccountMutation();
  const { to } = useLocale();
  return useCallback(
    async (input: DeleteAccountInput) => {
      await deleteMyAccount(input);
      localStorage.clear();
      sessionStorage.clear();
      window.location.assign(to(accountDeletedPath));
    },
    [deleteMyAccount, to],
  );
}

/** My account's Privacy tab: what is kept (the policy), her data as a file, and her account's erasure. */
export function PrivacyPanel() {
  const { t } = useTranslation();
  const erase = useDeleteAndLeave();
  if (!usePrivacyMessages()) return null;
  return (
    <div className={styles.panel}>
      <p>
        {t('privacy.intro')} <AppLink to="/privacy-policy">{t('privacy.policyLink')}</AppLink>
      </p>
      <DownloadMyData />
      <DeleteAccount erase={erase} />
    </div>
  );
}
