import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { PageMeta } from '../seo/PageMeta.tsx';
import { closestKit, fingers, kits, sizeChart, sizeForWidth, type Finger } from './sizes.ts';
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

/** Nail widths typed per finger: the size each one fits and the kit closest to all of them. */
function SizeFinder() {
  const { t } = useTranslation();
  const [widths, setWidths] = useState<Partial<Record<Finger, string>>>({});
  const numbers = Object.fromEntries(
    fingers.map((finger) => [finger, Number((widths[finger] ?? '').replace(',', '.'))]),
  ) as Record<Finger, number>;
  const kit = closestKit(
    Object.fromEntries(
      fingers.filter((finger) => numbers[finger] > 0).map((finger) => [finger, numbers[finger]]),
    ),
  );
  return (
    <section className={styles.finder} aria-labelledby="finder-title">
      <h2 id="finder-title">{t('sizeGuide.finderTitle')}</h2>
      <p>{t('sizeGuide.finderIntro')}</p>
      <form className={styles.fields} onSubmit={(event) => event.preventDefault()}>
        {fingers.map((finger) => {
          const size = sizeForWidth(numbers[finger]);
          const entered = numbers[finger] > 0;
          return (
            <div key={finger} className={styles.row}>
              <label htmlFor={`width-${finger}`}>
                {t('sizeGuide.fingerWidth', { finger: t(`sizeGuide.${finger}`) })}
              </label>
              <input
                id={`width-${finger}`}
                className="input"
                inputMode="decimal"
                placeholder="mm"
                value={widths[finger] ?? ''}
                onChange={(event) => setWidths({ ...widths, [finger]: event.target.value })}
              />
              <output htmlFor={`width-${finger}`} className={styles.result} data-testid={`size-${finger}`}>
                {entered
                  ? size === undefined
                    ? t('sizeGuide.tooWide')
                    : t('sizeGuide.resultSize', { size })
                  : ''}
              </output>
            </div>
          );
        })}
      </form>
      <p className={styles.kit} aria-live="polite">
        {kit ? t('sizeGuide.bestKit', { kit }) : t('sizeGuide.enterWidths')}
      </p>
      <p className={styles.tip}>{t('sizeGuide.between')}</p>
    </section>
  );
}

/** The size guide: the chart, the four kits and a finder from measured nail widths. */
export function SizeGuide() {
  const { t } = useTranslation();
  return (
    <article className="container page">
      <PageMeta title={t('pages.sizeGuide')} description={t('sizeGuide.intro')} type="article" />
      <h1>{t('pages.sizeGuide')}</h1>
      <p className={styles.intro}>{t('sizeGuide.intro')}</p>
      <div className={styles.layout}>
        <SizeCharts />
        <SizeFinder />
      </div>
    </article>
  );
}
