import { useTranslation } from '../i18n/useTranslation.ts';
import { usePageId } from '../app/route-handle.ts';
import { ContactForm } from '../features/contact/ContactForm.tsx';
import { PageMeta } from '../features/seo/PageMeta.tsx';
import styles from '../features/contact/Contact.module.css';

/** /contact and /contact-us (behaviour §2): the same form, each under its own title. */
export function Component() {
  const { t } = useTranslation();
  const page = usePageId();
  const title = t(page === 'contact-us' ? 'pages.contactUs' : 'pages.contact');
  return (
    <article className="container page">
      <PageMeta title={title} description={t('contact.intro')} />
      <h1>{title}</h1>
      <p>{t('contact.intro')}</p>
      <div className={styles.layout}>
        <ContactForm />
        <aside className={styles.card} aria-label={t('contact.studio')}>
          <h2>{t('contact.studio')}</h2>
          <address>
            {t('contact.address')}
            <br />
            <a href="mailto:hello@lacquer-lane.example">hello@lacquer-lane.example</a>
          </address>
          <p>{t('contact.hours')}</p>
        </aside>
      </div>
    </article>
  );
}
