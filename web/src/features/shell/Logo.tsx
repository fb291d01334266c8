import { useState } from 'react';
import { AppLink } from '../../lib/AppLink.tsx';
import { ipxUrl } from '../../lib/images.ts';
import styles from './Logo.module.css';

const defaultLogo = '/images/logo.svg';

/** The content service's logo, linking home; the bundled logo when it is missing or fails (behaviour §8). */
export function Logo({ url, siteName }: { url: string | undefined; siteName: string }) {
  const [failed, setFailed] = useState(false);
  // Through the gateway's optimiser: same origin (the content security policy allows only it) and webp.
  const remote = url && !failed;
  const src = remote ? ipxUrl(url, 150) : defaultLogo;
  return (
    <AppLink to="/" className={styles.logo} aria-label={siteName}>
      <img
        src={src}
        srcSet={remote ? `${src} 1x, ${ipxUrl(url, 300)} 2x` : undefined}
        alt={siteName}
        width={150}
        height={40}
        onError={() => setFailed(true)}
        fetchPriority="high"
      />
    </AppLink>
  );
}
