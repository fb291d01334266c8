import type { UiMessage } from '@nails/machines';
import './shop.css';
import { useTranslation } from 'react-i18next';

/** A machine message (spec §8 keys in the main catalogue), with the English text as fallback. */
export function Message({
  message,
  tone = 'error',
}: {
  message: UiMessage | undefined;
  tone?: 'error' | 'success' | 'info';
}) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={`notice notice-${tone}`}>
      {t(message.key, { defaultValue: message.defaultText, ...message.params })}
    </p>
  );
}
