import { useTranslation } from 'react-i18next';

export function Component() {
  const { t } = useTranslation();
  return <section className="container page"><h1>{t('pages.comingSoon')}</h1></section>;
}
