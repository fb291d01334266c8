import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { ChevronLeft, ChevronRight } from '../../lib/icons.tsx';
import { Img } from '../../lib/Img.tsx';
import styles from './Gallery.module.css';

export interface GalleryImage {
  key: string;
  source: string | null | undefined;
  alt: string;
}

/** One thumbnail button per image; the current one is marked. */
function GalleryThumbs({
  images,
  index,
  onChoose,
}: {
  images: readonly GalleryImage[];
  index: number;
  onChoose(position: number): void;
}) {
  const { t } = useTranslation();
  const count = images.length;
  return (
    <ul className={styles.thumbs}>
      {images.map((image, position) => (
        <li key={image.key}>
          <button
            type="button"
            className={styles.thumb}
            aria-current={position === index ? 'true' : undefined}
            aria-label={t('product.galleryImage', { index: position + 1, total: count })}
            onClick={() => onChoose(position)}
          >
            <Img source={image.source} width={72} height={72} alt="" loading="lazy" />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Main image with thumbnails (up to 20), arrow keys and swipe (behaviour §2, §9). */
export function Gallery({ images, activeKey }: { images: readonly GalleryImage[]; activeKey?: string }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState(0);
  const swipeStart = useRef<number | undefined>(undefined);
  const forced = activeKey ? images.findIndex((image) => image.key === activeKey) : -1;
  const index = forced >= 0 ? forced : Math.min(chosen, images.length - 1);
  const current = images[index];
  const count = images.length;
  const go = (delta: number) => setChosen((index + delta + count) % count);
  if (!current) return null;
  return (
    <section className={styles.gallery} aria-label={t('product.gallery')}>
      <div
        className={styles.stage}
        tabIndex={0}
        aria-roledescription="carousel"
        aria-label={t('product.galleryImage', { index: index + 1, total: count })}
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') go(1);
          if (event.key === 'ArrowLeft') go(-1);
        }}
        onPointerDown={(event) => {
          swipeStart.current = event.clientX;
        }}
        onPointerUp={(event) => {
          const start = swipeStart.current;
          swipeStart.current = undefined;
          if (start === undefined || Math.abs(event.clientX - start) < 40) return;
          go(event.clientX < start ? 1 : -1);
        }}
      >
        <Img
          source={current.source}
          width={600}
          height={600}
          alt={current.alt}
          loading={index === 0 ? 'eager' : 'lazy'}
          fetchPriority={index === 0 ? 'high' : undefined}
          draggable={false}
          data-testid="gallery-main"
        />
        {count > 1 && (
          <>
            <button
              type="button"
              className={`${styles.arrow} ${styles.previous}`}
              aria-label={t('product.previousImage')}
              onClick={() => go(-1)}
            >
              <ChevronLeft />
            </button>
            <button
              type="button"
              className={`${styles.arrow} ${styles.next}`}
              aria-label={t('product.nextImage')}
              onClick={() => go(1)}
            >
              <ChevronRight />
            </button>
          </>
        )}
      </div>
      {count > 1 && <GalleryThumbs images={images} index={index} onChoose={setChosen} />}
    </section>
  );
}
