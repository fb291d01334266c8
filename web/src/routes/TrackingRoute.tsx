import { useTranslation } from 'react-i18next';
import { PageMeta } from '../features/seo/PageMeta.tsx';
import { TrackingForm } from '../features/tracking/TrackingForm.tsx';

export function Component() {
  const { t } = useTranslation();
  return (
    <article className="container page prose">
      <PageMeta title={t('pages.tracking')} description={t('tracking.intro')} />
      <h1>{t('pages.tracking')}</h1>
      <p>{t('tracking.intro')}</p>
      <TrackingForm />
    </article>
  );
}
