import { useTranslation } from '../../i18n/useTranslation.ts';
import { PageMeta } from '../seo/PageMeta.tsx';
import { FitFinder } from './FitFinder.tsx';
import { fingers, kits, sizeChart } from './sizes.ts';
import styles from './SizeGuide.module.css';

/** The size chart (size to nail width) and each kit's size per finger. */
function SizeCharts() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="chart-title">
      <h2 id="chart-title">{t('sizeGuide.chartTitle')}</h2>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('sizeGuide.size')}</th>
              <th scope="col">{t('sizeGuide.width')}</th>
            </tr>
          </thead>
          <tbody>
            {sizeChart.map((entry) => (
              <tr key={entry.size}>
                <th scope="row">{entry.size}</th>
                <td>{entry.width}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2>{t('sizeGuide.setsTitle')}</h2>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('sizeGuide.set')}</th>
              {fingers.map((finger) => (
                <th key={finger} scope="col">
                  {t(`sizeGuide.${finger}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {kits.map((entry) => (
              <tr key={entry.name}>
                <th scope="row">{entry.name}</th>
                {fingers.map((finger) => (
                  <td key={finger}>{entry.sizes[finger]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The size guide: the finder first (a phone shows it before the charts), then the chart and the kits. */
export function SizeGuide() {
  const { t } = useTranslation();
  return (
    <article className="container page">
      <PageMeta title={t('pages.sizeGuide')} description={t('sizeGuide.intro')} type="article" />
      <h1>{t('pages.sizeGuide')}</h1>
      <p className={styles.intro}>{t('sizeGuide.intro')}</p>
      <div className={styles.layout}>
        <FitFinder />
        <SizeCharts />
      </div>
    </article>
  );
}
