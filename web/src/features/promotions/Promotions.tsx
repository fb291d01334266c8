import { FloatingBall } from '../newsletter/FloatingBall.tsx';
import { NewsletterPopup } from '../newsletter/NewsletterPopup.tsx';
import { PurchaseToast } from '../social-proof/PurchaseToast.tsx';

/** Newsletter popup, floating discount ball and purchase toast (spec §1, §4), each on its machine. */
export function Promotions() {
  return (
    <>
      <NewsletterPopup />
      <FloatingBall />
      <PurchaseToast />
    </>
  );
}
