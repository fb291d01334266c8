import { useTranslation } from '../../i18n/useTranslation.ts';
import { AppLink } from '../../lib/AppLink.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { FooterPayments } from './FooterPayments.tsx';
import { useCapabilities, type Capability } from '../../lib/capabilities.ts';
import styles from './Footer.module.css';

// A page that only an optional capability makes work is linked only where the back end offers it.
const needs: { readonly [path: string]: Capability } = {
  '/tracking': 'orderTracking',
  '/gift-card-balance': 'giftCards',
};

const groups = [
  {
    title: 'footer.shop',
    links: [
      ['/products', 'nav.allProducts'],
      ['/categories', 'pages.categories'],
      ['/size-guide', 'pages.sizeGuide'],
      ['/tutorials', 'pages.tutorials'],
    ],
  },
  {
    title: 'footer.help',
    links: [
      ['/contact-us', 'pages.contactUs'],
      ['/tracking', 'pages.tracking'],
      ['/gift-card-balance', 'pages.giftCardBalance'],
      ['/shipping-policy', 'pages.shipping'],
      ['/return-exchange-policy', 'pages.returns'],
    ],
  },
  {
    title: 'footer.company',
    links: [
      ['/about-us', 'pages.about'],
      ['/contact', 'pages.contact'],
      ['/privacy-policy', 'pages.privacy'],
      ['/terms-of-service', 'pages.terms'],
    ],
  },
] as const;

/**
 * Informational pages, the language switcher, the newsletter link, the privacy choices (the consent
 * settings again: README "Consent") and the payment methods, on every page.
 */
export function Footer({
  onNewsletter,
  onPrivacyChoices,
}: {
  onNewsletter(): void;
  onPrivacyChoices(): void;
}) {
  const { t } = useTranslation();
  const capabilities = useCapabilities();
  const offered = (path: string) => {
    const need = needs[path];
    return !need || (capabilities?.[need] ?? false);
  };
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <p className={styles.name}>{t('meta.siteName')}</p>
          <p>{t('meta.tagline')}</p>
          <button type="button" className={styles.newsletter} onClick={onNewsletter}>
            {t('footer.newsletter')}
          </button>
        </div>
        {groups.map((group) => (
          <nav key={group.title} aria-label={t(group.title)}>
            <h2 className={styles.heading}>{t(group.title)}</h2>
            <ul className={styles.list}>
              {group.links
                .filter(([path]) => offered(path))
                .map(([path, key]) => (
                  <li key={path}>
                    <AppLink to={path}>{t(key)}</AppLink>
                  </li>
                ))}
            </ul>
          </nav>
        ))}
        <LanguageSwitcher />
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>{t('footer.rights', { year: new Date().getFullYear() })}</p>
        <button type="button" className={styles.privacyChoices} onClick={onPrivacyChoices}>
          {t('consent.footerLink')}
        </button>
        <FooterPayments />
      </div>
    </footer>
  );
}
