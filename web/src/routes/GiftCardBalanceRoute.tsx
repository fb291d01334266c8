import { useTranslation } from '../i18n/useTranslation.ts';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { GiftCardBalance } from '../features/giftcards/GiftCardBalance.tsx';
import { PageMeta } from '../features/seo/PageMeta.tsx';
import { requireCapability } from '../features/shell/ShellQueries.tsx';

/** A shop whose back end has no gift cards has no balance page: the path is the 404 page. */
export const loader = (args: LoaderFunctionArgs) => requireCapability(args, 'giftCards');

/** /gift-card-balance: what is left on a gift card (behaviour §1 gift cards; linked from the footer). */
export function Component() {
  const { t } = useTranslation('shop');
  return (
    <article className="container page prose">
      <PageMeta title={t('giftCards.balanceTitle')} description={t('giftCards.balanceIntro')} />
      <h1>{t('giftCards.balanceTitle')}</h1>
      <p>{t('giftCards.balanceIntro')}</p>
      <GiftCardBalance />
    </article>
  );
}
