import { useMachine } from '@xstate/react';
import { purchaseToastMachine } from '@nails/machines/purchaseToastMachine';
import type { PurchaseNotification } from '@nails/machines/purchaseNotifications';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useLocation } from 'react-router-dom';
import { inspect } from '../../app/inspector.ts';
import { CloseIcon } from '../../lib/icons.tsx';
import { allows, preferenceStorageKeys } from '../../lib/consent.ts';
import styles from './PurchaseToast.module.css';
import { productFor, useToastProducts, type ToastProduct } from './useToastProducts.ts';

// The entries seen lately are the "preferences" purpose (README "Consent"): kept only with consent.
const recentKey = preferenceStorageKeys.purchaseToastRecent;

function storedRecent(): PurchaseNotification[] {
  if (!allows('preferences')) return [];
  try {
    return JSON.parse(localStorage.getItem(recentKey) ?? '[]') as PurchaseNotification[];
  } catch {
    return [];
  }
}

const logic = purchaseToastMachine.provide({
  actions: {
    storeRecent: (_, { recent }) => {
      if (allows('preferences')) localStorage.setItem(recentKey, JSON.stringify(recent));
    },
  },
});

const hourMs = 3_600_000;
const currentHour = () => Math.floor(Date.now() / hourMs);

/**
 * One notification. The entries are invented (behaviour §1: "not real orders"), so the toast says so
 * beside them and claims neither a verified purchase nor a time (EU Unfair Commercial Practices
 * Directive: falsely stating that reviews or purchases are genuine is a banned practice); it names
 * what was bought, a product of the shop's own catalogue.
 */
export function Toast({
  entry,
  product,
  progress,
  onClose,
}: {
  entry: PurchaseNotification;
  product: ToastProduct;
  progress: number;
  onClose(): void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.toast} role="status" data-testid="purchase-toast">
      <span className={styles.avatar} aria-hidden="true">
        {entry.avatar}
      </span>
      <div className={styles.text}>
        <p>
          {t('toast.bought', { name: entry.customerName, location: entry.location, product: product.name })}
        </p>
        <p className={styles.meta}>{t('toast.example')}</p>
      </div>
      <button type="button" className={styles.close} aria-label={t('toast.close')} onClick={onClose}>
        <CloseIcon width={16} height={16} />
      </button>
      <span className={styles.progress} style={{ transform: `scaleX(${progress})` }} />
    </div>
  );
}

/** Social-proof toast on the home page only (behaviour §1, §4); the notifications are invented and labelled as examples. */
export function PurchaseToast() {
  const { pathname } = useLocation();
  const [snapshot, send] = useMachine(logic, {
    input: { path: pathname, seed: 20261121, hourIndex: currentHour(), recent: storedRecent() },
    inspect: inspect(),
  });
  useEffect(() => send({ type: 'route.change', path: pathname }), [send, pathname]);
  // Each hour has its own batch (behaviour §9): a page left open switches at the top of the hour.
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
  // The product names are read once the toast is on its way (1 to 3 s before the first shows).
  const products = useToastProducts(!snapshot.matches('hidden') && !snapshot.matches('stopped'));
  const { current, progress } = snapshot.context;
  const product = current && productFor(current.id, products);
  if (!snapshot.matches('showing') || !current || !product) return null;
  return (
    <Toast
      entry={current}
      product={product}
      progress={progress}
      onClose={() => send({ type: 'toast.dismiss' })}
    />
  );
}
