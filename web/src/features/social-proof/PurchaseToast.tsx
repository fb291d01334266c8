import { useMachine } from '@xstate/react';
import { purchaseToastMachine, type PurchaseNotification } from '@nails/machines';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { inspect } from '../../app/inspector.ts';
import { CloseIcon } from '../../lib/icons.tsx';
import { useLocale } from '../../i18n/useLocale.ts';
import styles from './PurchaseToast.module.css';

const recentKey = 'purchase_toast_recent';

function storedRecent(): PurchaseNotification[] {
  try {
    return JSON.parse(localStorage.getItem(recentKey) ?? '[]') as PurchaseNotification[];
  } catch {
    return [];
  }
}

const logic = purchaseToastMachine.provide({
  actions: { storeRecent: (_, { recent }) => localStorage.setItem(recentKey, JSON.stringify(recent)) },
});

const hourMs = 3_600_000;
const currentHour = () => Math.floor(Date.now() / hourMs);

/** "N minutes ago" from the canned list, said in the shopper's language. */
function useTimeAgo(text: string): string {
  const { locale } = useLocale();
  const minutes = Number(text.match(/\d+/)?.[0] ?? 0);
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-minutes, 'minute');
}

function Toast({
  entry,
  progress,
  onClose,
}: {
  entry: PurchaseNotification;
  progress: number;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const timeAgo = useTimeAgo(entry.timeAgo);
  return (
    <div className={styles.toast} role="status" data-testid="purchase-toast">
      <span className={styles.avatar} aria-hidden="true">
        {entry.avatar}
      </span>
      <div className={styles.text}>
        <p>{t('toast.purchased', { name: entry.customerName, location: entry.location })}</p>
        <p className={styles.meta}>
          {timeAgo} · {t('toast.verified')}
        </p>
      </div>
      <button type="button" className={styles.close} aria-label={t('toast.close')} onClick={onClose}>
        <CloseIcon width={16} height={16} />
      </button>
      <span className={styles.progress} style={{ transform: `scaleX(${progress})` }} />
    </div>
  );
}

/** Social-proof toast on the home page only (spec §1, §4); the notifications are invented. */
export function PurchaseToast() {
  const { pathname } = useLocation();
  const [snapshot, send] = useMachine(logic, {
    input: { path: pathname, seed: 20261121, hourIndex: currentHour(), recent: storedRecent() },
    inspect: inspect(),
  });
  useEffect(() => send({ type: 'route.change', path: pathname }), [send, pathname]);
  // Each hour has its own batch (spec §9): a page left open switches at the top of the hour.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const untilNextHour = () => hourMs - (Date.now() % hourMs);
    const schedule = () => {
      timer = setTimeout(() => {
        send({ type: 'toast.hour.change', hourIndex: currentHour() });
        schedule();
      }, untilNextHour());
    };
    schedule();
    return () => clearTimeout(timer);
  }, [send]);
  const { current, progress } = snapshot.context;
  if (!snapshot.matches('showing') || !current) return null;
  return <Toast entry={current} progress={progress} onClose={() => send({ type: 'toast.dismiss' })} />;
}
