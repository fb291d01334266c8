import type { UiMessage } from '@nails/machines/messages';
import { useTranslation } from '../i18n/useTranslation.ts';
import { errorMessage } from '../i18n/errorMessage.ts';
import { isLocaleCode } from '../i18n/locales.ts';

/**
 * A machine message in the shopper's language: behaviour §8's keys, or for a server failure the
 * translated message of its code (`errorMessage`), never raw server text.
 */
export function Message({
  message,
  tone = 'error',
}: {
  message: UiMessage | undefined;
  tone?: 'error' | 'success' | 'info';
}) {
  const { t, i18n } = useTranslation();
  if (!message) return null;
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={`notice notice-${tone}`}>
      {errorMessage(message, t, undefined, isLocaleCode(i18n.language) ? i18n.language : undefined)}
    </p>
  );
}
