import { useTranslation } from 'react-i18next';
import { GiftCardBalance } from '../features/giftcards/GiftCardBalance.tsx';
import { PageMeta } from '../features/seo/PageMeta.tsx';

/** /gift-card-balance: what is left on a gift card (spec §1 gift cards; linked from the footer). */
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
