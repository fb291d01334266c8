import { useState } from 'react';
import { useTranslation } from '../i18n/useTranslation.ts';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { useRateLimited } from '../features/giftcards/useErrorText.ts';
import { PageMeta } from '../features/seo/PageMeta.tsx';
import { TrackedOrder, type Lookup } from '../features/tracking/TrackedOrder.tsx';
import { TrackingForm } from '../features/tracking/TrackingForm.tsx';
import { requireCapability } from '../features/shell/ShellQueries.tsx';

/** A shop whose back end cannot look orders up by number and email has no tracking page (404). */
export const loader = (args: LoaderFunctionArgs) => requireCapability(args, 'orderTracking');

/** /tracking: an order found by its number and billing email (behaviour §2 route table). */
export function Component() {
  const { t } = useTranslation();
  const shop = useTranslation('shop');
  const [lookup, setLookup] = useState<Lookup>();
  const rate = useRateLimited();
  return (
    <article className="container page prose">
      <PageMeta title={t('pages.tracking')} description={t('tracking.intro')} />
      <h1>{t('pages.tracking')}</h1>
      <p>{t('tracking.intro')}</p>
      <TrackingForm
        onFind={(found) => {
          rate.reset();
          setLookup({ ...found, attempt: (lookup?.attempt ?? 0) + 1 });
        }}
      />
      {lookup &&
        (rate.limited ? (
          <p role="alert" className="notice notice-error" data-testid="tracking-error">
            {shop.t('giftCards.rateLimited')}
          </p>
        ) : (
          <TrackedOrder {...lookup} />
        ))}
    </article>
  );
}
