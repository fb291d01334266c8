import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';
import { PageMeta } from '../features/seo/PageMeta.tsx';

const titles: Record<string, string> = {
  checkout: 'pages.checkout',
  cart: 'pages.cart',
  login: 'pages.login',
  register: 'pages.register',
  wishlist: 'pages.wishlist',
  'order-summary': 'pages.orderSummary',
  'order-received': 'pages.orderSummary',
  'my-account': 'pages.myAccount',
  'my-account-lost-password': 'pages.lostPassword',
  'oauth-login-provider': 'pages.login',
};

/** Routes of storefront part 2 (cart, checkout, accounts): the route exists, its screen comes later. */
export function Component() {
  const { t } = useTranslation();
  const matches = useMatches();
  const page = (matches.at(-1)?.handle as { page?: string } | undefined)?.page ?? '';
  const title = t(titles[page] ?? 'pages.myAccount');
  return (
    <section className="container page">
      <PageMeta title={title} noindex />
      <h1>{title}</h1>
      <p>{t('pages.comingSoon')}</p>
    </section>
  );
}
