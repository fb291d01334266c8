import { useState } from 'react';
import { AppLink } from '../../lib/AppLink.tsx';
import styles from './Logo.module.css';

const defaultLogo = '/images/logo.svg';

/** The content service's logo, linking home; the bundled logo when it is missing or fails (spec §8). */
export function Logo({ url, siteName }: { url: string | undefined; siteName: string }) {
  const [failed, setFailed] = useState(false);
  const src = url && !failed ? url : defaultLogo;
  return (
    <AppLink to="/" className={styles.logo} aria-label={siteName}>
      <img src={src} alt={siteName} width={150} height={40} onError={() => setFailed(true)} fetchPriority="high" />
    </AppLink>
  );
}
