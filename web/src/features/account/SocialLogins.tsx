import { useTranslation } from '../../i18n/useTranslation.ts';
import { graphql, useFragment } from 'react-relay';
import type { SocialLogins_clients$key } from '../../__generated__/SocialLogins_clients.graphql.ts';
import styles from './Account.module.css';

/** One button per configured provider (behaviour §9: social logins are displayed as buttons). */
export function SocialLogins({ clientsRef }: { clientsRef: SocialLogins_clients$key | null | undefined }) {
  const { t } = useTranslation('shop');
  const clients = useFragment(
    graphql`
      fragment SocialLogins_clients on LoginClient @relay(plural: true) {
        name
        provider
        isEnabled
        authorizationUrl
      }
    `,
    clientsRef,
  );
  const usable = (clients ?? []).flatMap((client) =>
    client.isEnabled && client.authorizationUrl && client.provider && client.provider !== 'PASSWORD'
      ? [{ provider: client.provider, name: client.name ?? client.provider, url: client.authorizationUrl }]
      : [],
  );
  if (usable.length === 0) return null;
  return (
    <div className={styles.socialLogins} aria-label={t('account.socialLogin')}>
      {usable.map((client) => (
        <a key={client.provider} className="button button-secondary" href={client.url}>
          {t('account.continueWith', { provider: client.name })}
        </a>
      ))}
    </div>
  );
}
