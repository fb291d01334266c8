import { useTranslation } from '../../i18n/useTranslation.ts';
import styles from './Home.module.css';

const questions = [1, 2, 3, 4] as const;

/** The home FAQ (behaviour §2), as native disclosure widgets: keyboard and screen-reader friendly for free. */
export function HomeFaq() {
  const { t } = useTranslation();
  return (
    <section className={`container ${styles.section}`} aria-labelledby="faq-title">
      <h2 id="faq-title">{t('home.faqTitle')}</h2>
      <div className={styles.faq}>
        {questions.map((number) => (
          <details key={number} className={styles.question}>
            <summary>{t(`home.faq${number}Q`)}</summary>
            <p>{t(`home.faq${number}A`)}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
