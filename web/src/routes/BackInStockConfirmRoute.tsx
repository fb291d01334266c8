import { useTranslation } from '../i18n/useTranslation.ts';
import { BackInStockLinkPage } from '../features/restock/BackInStockLinkPage.tsx';
import { PageMeta } from '../features/seo/PageMeta.tsx';

/** The confirmation link of a back-in-stock alert's mail (double opt-in). */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('restock.confirmTitle')} noindex />
      <BackInStockLinkPage kind="confirm" />
    </>
  );
}
