import { Component, Suspense, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { messages } from '@nails/machines/messages';
import type { TrackedOrderQuery } from '../../__generated__/TrackedOrderQuery.graphql.ts';
import { Message } from '../../lib/Message.tsx';
import { useErrorText } from '../giftcards/useErrorText.ts';
import { OrderDetails } from '../orders/OrderDetails.tsx';

const query = graphql`
  query TrackedOrderQuery($number: String!, $email: String!) {
    orderTracking(orderNumber: $number, billingEmail: $email) {
      ...OrderDetails_order
    }
  }
`;

export interface Lookup {
  number: string;
  email: string;
  /** A new key per submit, so asking again asks the server again. */
  attempt: number;
}

/**
 * The order a number and billing email find, from any session (gateway `orderTracking`, rate
 * limited per IP). A wrong pair shows behaviour §8's "We could not find your order" and nothing else.
 */
function TrackedOrderResult({ number, email, attempt }: Lookup) {
  const data = useLazyLoadQuery<TrackedOrderQuery>(
    query,
    { number, email },
    { fetchPolicy: 'store-and-network', fetchKey: attempt },
  );
  if (!data.orderTracking)
    return (
      <div data-testid="order-not-found">
        <Message message={messages.noOrder} />
      </div>
    );
  return <OrderDetails orderRef={data.orderTracking} />;
}

function LookupError({ error }: { error: unknown }) {
  const text = useErrorText();
  return (
    <p role="alert" className="notice notice-error" data-testid="tracking-error">
      {text(error)}
    </p>
  );
}

class LookupBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error };
  }

  override render() {
    return this.state.error ? <LookupError error={this.state.error} /> : this.props.children;
  }
}

export function TrackedOrder(lookup: Lookup) {
  const { t } = useTranslation('shop');
  return (
    <section aria-live="polite" data-testid="tracking-result">
      <LookupBoundary key={lookup.attempt}>
        <Suspense fallback={<p>{t('common.loading')}</p>}>
          <TrackedOrderResult {...lookup} />
        </Suspense>
      </LookupBoundary>
    </section>
  );
}
