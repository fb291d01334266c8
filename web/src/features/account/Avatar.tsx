import { useState } from 'react';
import styles from './Avatar.module.css';

/** Up to two letters from a name: "Ana Lima" → "AL", "demo" → "D", "jane_doe" → "JD". */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/[\s._@-]+/)
    .filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toLocaleUpperCase() ?? '')
    .join('');
}

/**
 * The customer's picture, or their initials when there is none or it fails to load (an avatar
 * service that is down or blocked would otherwise leave a broken-image icon in the header). The
 * header renders it only in the browser (the shopper is never known to the server render), so
 * the image is created with its error handler attached.
 */
export function Avatar({ url, name, size }: { url?: string | null; name: string; size: number }) {
  // Remembers which picture failed, so another one is tried again.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const failed = Boolean(url) && failedUrl === url;
  const dimensions = { width: size, height: size };
  if (!url || failed) {
    return (
      <span className={styles.initials} style={{ ...dimensions, fontSize: size * 0.42 }} aria-hidden="true">
        {initialsOf(name) || '?'}
      </span>
    );
  }
  return (
    <img src={url} alt="" {...dimensions} className={styles.picture} onError={() => setFailedUrl(url)} />
  );
}
