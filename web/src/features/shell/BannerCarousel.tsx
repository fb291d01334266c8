import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from '../../lib/icons.tsx';
import { useShellData } from './ShellData.tsx';
import styles from './BannerCarousel.module.css';

const autoPlayMs = 2000; // spec §9

/** The 41 px promotion banner: arrows, auto-advance every 2 s, paused on hover or focus (spec §2, §9). */
export function BannerCarousel() {
  const { t } = useTranslation();
  const { banners, bannerBackground } = useShellData();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners.length;

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setInterval(() => setIndex((value) => (value + 1) % count), autoPlayMs);
    return () => window.clearInterval(timer);
  }, [paused, count]);

  const current = banners[index % Math.max(count, 1)];
  const step = (delta: number) => setIndex((value) => (value + delta + count) % count);
  return (
    <section
      className={styles.banner}
      aria-label={t('banner.label')}
      aria-roledescription="carousel"
      style={bannerBackground ? { background: bannerBackground } : undefined}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      data-testid="promo-banner"
    >
      {count > 1 && (
        <button type="button" className={styles.arrow} aria-label={t('banner.previous')} onClick={() => step(-1)}>
          <ChevronLeft width={18} height={18} />
        </button>
      )}
      <div className={styles.slide} aria-live={paused ? 'polite' : 'off'}>
        {current &&
          (current.link ? (
            <a href={current.link} className={styles.text} {...(/^https?:/.test(current.link) ? { target: '_blank', rel: 'noopener' } : {})}>
              {current.text}
            </a>
          ) : (
            <span className={styles.text}>{current.text}</span>
          ))}
      </div>
      {count > 1 && (
        <button type="button" className={styles.arrow} aria-label={t('banner.next')} onClick={() => step(1)}>
          <ChevronRight width={18} height={18} />
        </button>
      )}
    </section>
  );
}
