import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { FooterPaymentsQuery } from '../../__generated__/FooterPaymentsQuery.graphql.ts';
import { offeredGateways } from '../checkout/initialForm.ts';
import { useCapabilities } from '../../lib/capabilities.ts';

// The methods the checkout would offer now (WooCommerce's available gateways depend on the
// shopper's session), so not part of the shared, cached shell query.
const query = graphql`
  query FooterPaymentsQuery {
    paymentGateways {
      nodes {
        id
        title
      }
    }
  }
`;

/**
 * "Secure payments: …" naming only the enabled payment methods, the card brands only when a card
 * method is offered. Asked for when the footer comes into view: most pages are left before.
 */
export function FooterPayments() {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const ref = useRef<HTMLParagraphElement>(null);
  const [methods, setMethods] = useState<string[]>([]);
  // Asked once the back end's capabilities are known, so no card brands show for a card method
  // the checkout would not offer.
  const cardPayments = useCapabilities()?.stripePaymentIntents;
  useEffect(() => {
    const element = ref.current;
    if (!element || cardPayments === undefined) return;
    let subscription: { unsubscribe(): void } | undefined;
    const load = () => {
      subscription ??= fetchQuery<FooterPaymentsQuery>(environment, query, {}).subscribe({
        next: (data) =>
          setMethods(
            offeredGateways(data.paymentGateways?.nodes ?? [], cardPayments).map((gateway) =>
              gateway.id === 'stripe' ? t('footer.cardBrands') : (gateway.title ?? gateway.id),
            ),
          ),
      });
    };
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) load();
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      subscription?.unsubscribe();
    };
  }, [environment, t, cardPayments]);
  return (
    <p ref={ref} data-testid="footer-payments">
      {methods.length > 0 && t('footer.payments', { methods: methods.join(', ') })}
    </p>
  );
}
