import { useEffect } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useMachine } from '@xstate/react';
import { bannerCarouselMachine } from '@nails/machines/bannerCarouselMachine';
import { inspect } from '../../app/inspector.ts';
import { readableTextColor } from '../../lib/contrast.ts';
import { ChevronLeft, ChevronRight } from '../../lib/icons.tsx';
import { useShellData } from '../../lib/ShellData.tsx';
import styles from './BannerCarousel.module.css';

/** The 41 px promotion banner: arrows, auto-advance every 2 s, paused on hover or focus (behaviour §2, §9;
 * the timing lives in bannerCarouselMachine). */
export function BannerCarousel() {
  const { t } = useTranslation();
  const { banners, bannerBackground } = useShellData();
  const count = banners.length;
  const [snapshot, send] = useMachine(bannerCarouselMachine, { input: { count }, inspect: inspect() });
  useEffect(() => send({ type: 'banner.slides.change', count }), [send, count]);
  const paused = snapshot.matches('paused');
  const current = banners[snapshot.context.index];
  return (
    <section
      className={styles.banner}
      aria-label={t('banner.label')}
      aria-roledescription="carousel"
      style={
        bannerBackground
          ? { background: bannerBackground, color: readableTextColor(bannerBackground) }
          : undefined
      }
      onMouseEnter={() => send({ type: 'banner.hover.start' })}
      onMouseLeave={() => send({ type: 'banner.hover.end' })}
      onFocus={() => send({ type: 'banner.hover.start' })}
      onBlur={() => send({ type: 'banner.hover.end' })}
      data-testid="promo-banner"
    >
      {count > 1 && (
        <button
          type="button"
          className={styles.arrow}
          aria-label={t('banner.previous')}
          onClick={() => send({ type: 'banner.previous' })}
        >
          <ChevronLeft width={18} height={18} />
        </button>
      )}
      <div className={styles.slide} aria-live={paused ? 'polite' : 'off'}>
        {current &&
          (current.link ? (
            <a
              href={current.link}
              className={styles.text}
              {...(/^https?:/.test(current.link) ? { target: '_blank', rel: 'noopener' } : {})}
            >
              {current.text}
            </a>
          ) : (
            <span className={styles.text}>{current.text}</span>
          ))}
      </div>
      {count > 1 && (
        <button
          type="button"
          className={styles.arrow}
          aria-label={t('banner.next')}
          onClick={() => send({ type: 'banner.next' })}
        >
          <ChevronRight width={18} height={18} />
        </button>
      )}
    </section>
  );
}
