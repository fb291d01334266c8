import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { stripLocale } from '../../i18n/locales.ts';
import { FloatingBall } from '../newsletter/FloatingBall.tsx';
import { NewsletterActor } from '../newsletter/NewsletterProvider.tsx';
import { NewsletterPopup } from '../newsletter/NewsletterPopup.tsx';
import { PurchaseToast } from '../social-proof/PurchaseToast.tsx';

/** A phone's width: one overlay at a time there (README "Promotions on a phone"). */
export const phoneQuery = '(max-width: 640px)';

/**
 * On a phone the ball waits this long after the promotions start (the toast's first showing,
 * behaviour §4: from 3 s for 4 s, is over) and for the newsletter modal to be done with.
 */
export const phoneBallDelayMs = 8000;

/**
 * Pages where every row is a total, a field or a button: no ball (nor its "Click for 10% discount!"
 * tooltip) over them, on a phone or a desktop, where it sat over the cart's subtotal and shipping.
 */
const busyPages = /^\/(cart|checkout)(\/|$)/;

function usePhone(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia(phoneQuery);
      query.addEventListener('change', changed);
      return () => query.removeEventListener('change', changed);
    },
    () => window.matchMedia(phoneQuery).matches,
  );
}

function useElapsed(ms: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setElapsed(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return elapsed;
}

/**
 * Newsletter popup, floating discount ball and purchase toast (behaviour §1, §4), each on its machine.
 * The behaviour's own times stay (toast 3 s after mount, modal 5 s after start); on a phone, where
 * any two of them cover most of the screen, the toast is hidden while the modal is open (its
 * cycle goes on) and the ball comes once the modal is closed or not due and the toast's first
 * showing is over. On every screen the ball stays off the cart and checkout, whose totals and
 * fields it would cover.
 */
export function Promotions() {
  const phone = usePhone();
  const { pathname } = useLocation();
  const modalPending = NewsletterActor.useSelector(
    (snapshot) => snapshot.matches('visible') || snapshot.matches({ hidden: 'waiting' }),
  );
  const modalOpen = NewsletterActor.useSelector((snapshot) => snapshot.matches('visible'));
  const phoneBallDue = useElapsed(phoneBallDelayMs);
  const busyPage = busyPages.test(stripLocale(pathname));
  const ball = !busyPage && (!phone || (phoneBallDue && !modalPending));
  return (
    <>
      <NewsletterPopup />
      {ball && <FloatingBall />}
      <div style={{ display: phone && modalOpen ? 'none' : 'contents' }}>
        <PurchaseToast />
      </div>
    </>
  );
}
