import { useTranslation } from '../i18n/useTranslation.ts';
import { BackInStockLinkPage } from '../features/restock/BackInStockLinkPage.tsx';
import { PageMeta } from '../features/seo/PageMeta.tsx';

/** The unsubscribe link every back-in-stock mail carries. */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('restock.unsubscribeTitle')} noindex />
      <BackInStockLinkPage kind="unsubscribe" />
    </>
  );
}
