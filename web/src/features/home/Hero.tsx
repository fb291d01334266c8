import { useTranslation } from '../../i18n/useTranslation.ts';
import { AppLink } from '../../lib/AppLink.tsx';
import styles from './Home.module.css';

/** The first screen: what the shop sells and two ways in. Text only, so it paints at once (LCP). */
export function Hero() {
  const { t } = useTranslation();
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={`container ${styles.heroInner}`}>
        <p className={styles.kicker}>{t('meta.tagline')}</p>
        <h1 id="hero-title" className={styles.heroTitle}>
          {t('home.heroTitle')}
        </h1>
        <p className={styles.heroText}>{t('home.heroText')}</p>
        <div className={styles.heroActions}>
          <AppLink to="/products" className="button">
            {t('home.heroCta')}
          </AppLink>
          <AppLink to="/size-guide" className="button button-secondary">
            {t('home.heroSecondary')}
          </AppLink>
        </div>
      </div>
      <div className={styles.nails} aria-hidden="true">
        {['#f3c6cf', '#e9a3b4', '#c9677f', '#8e3553', '#f7dfe4'].map((color, index) => (
          <span key={color} style={{ background: color, animationDelay: `${index * 80}ms` }} />
        ))}
      </div>
    </section>
  );
}
