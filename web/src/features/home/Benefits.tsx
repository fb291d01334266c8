import { useTranslation } from '../../i18n/useTranslation.ts';
import styles from './Home.module.css';

export function Benefits() {
  const { t } = useTranslation();
  return (
    <section className={`container ${styles.section}`} aria-labelledby="benefits-title">
      <h2 id="benefits-title" className="visually-hidden">
        {t('home.benefits')}
      </h2>
      <ul className={styles.benefits}>
        {([1, 2, 3] as const).map((number) => (
          <li key={number}>
            <h3>{t(`home.benefit${number}Title`)}</h3>
            <p>{t(`home.benefit${number}Text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
