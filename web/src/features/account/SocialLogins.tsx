import { useTranslation } from 'react-i18next';

export interface LoginClientView {
  readonly name?: string | null;
  readonly provider?: string | null;
  readonly isEnabled: boolean;
  readonly authorizationUrl?: string | null;
}

/** One button per configured provider (spec §9: social logins are displayed as buttons). */
export function SocialLogins({ clients }: { clients: readonly (LoginClientView | null | undefined)[] }) {
  const { t } = useTranslation('shop');
  const usable = clients.flatMap((client) =>
    client?.isEnabled && client.authorizationUrl && client.provider !== 'PASSWORD' ? [client] : [],
  );
  if (usable.length === 0) return null;
  return (
    <div className="social-logins" aria-label={t('account.socialLogin')}>
      {usable.map((client) => (
        <a key={client.provider} className="button button-secondary" href={client.authorizationUrl!}>
          {t('account.continueWith', { provider: client.name ?? client.provider })}
        </a>
      ))}
    </div>
  );
}
