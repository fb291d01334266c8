/* eslint-disable relay/unused-fields -- the lines are handed whole to buyAgainPlan (buyAgain.ts), which reads every field to rebuild each line's addToCart. */
import type { AddToCartInput } from '@nails/machines/cartMachine';
import type { UiMessage } from '@nails/machines/messages';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { waitFor } from 'xstate';
import type { BuyAgain_order$key } from '../../__generated__/BuyAgain_order.graphql.ts';
import { errorMessage } from '../../i18n/errorMessage.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { AppLink } from '../../lib/AppLink.tsx';
import { CartActor, useCartBusy } from '../cart/CartActor.tsx';
import { buyAgainPlan, type NotAddedReason } from './buyAgain.ts';
import styles from './Orders.module.css';

const fragment = graphql`
  fragment BuyAgain_order on Order {
    lineItems(first: 100) {
      nodes {
        productId
        variationId
        quantity
        metaData {
          key
          value
        }
        product {
          node {
            name
            ... on InventoriedProduct {
              stockStatus
            }
          }
        }
        variation {
          node {
            name
            stockStatus
            attributes(first: 10) {
              nodes {
                name
                value
              }
            }
          }
        }
      }
    }
  }
`;

type CartRef = ReturnType<typeof CartActor.useActorRef>;

interface Outcome {
  added: number;
  notAdded: { name: string; reason: NotAddedReason | UiMessage }[];
}

/**
 * Sends one add through the one cart actor (the gateway's addToCart command, as the product page
 * does) once the cart is at rest, and answers the refusal, if any. The actor takes one change at
 * a time: the next line waits until this one, and any free shipping it unlocked, is settled.
 */
async function addThroughCart(cart: CartRef, input: AddToCartInput): Promise<UiMessage | undefined> {
  await waitFor(cart, (snapshot) => !snapshot.hasTag('cartUpdating'));
  cart.send({ type: 'cart.add', input });
  const done = await waitFor(cart, (snapshot) => !snapshot.hasTag('adding'));
  const refusal = done.context.error;
  await waitFor(cart, (snapshot) => !snapshot.hasTag('cartUpdating'));
  return refusal;
}

/**
 * "Buy again" on the shopper's order: every line back in the cart with the same product, options
 * and quantity; what the shop no longer sells, has run out of or refuses is listed with why,
 * never left out in silence (`buyAgain.ts`).
 */
export function BuyAgain({ orderRef }: { orderRef: BuyAgain_order$key }) {
  const { t } = useTranslation('shop');
  // A refusal's message is the shop's error catalogue, in the default namespace.
  const { t: tErrors } = useTranslation();
  const order = useFragment(fragment, orderRef);
  const cart = CartActor.useActorRef();
  const { cartUpdating } = useCartBusy();
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();

  const buyAgain = async () => {
    setRunning(true);
    setOutcome(undefined);
    const plan = buyAgainPlan(order.lineItems?.nodes ?? []);
    const result: Outcome = { added: 0, notAdded: [...plan.notAdded] };
    for (const add of plan.adds) {
      const refusal = await addThroughCart(cart, add.input);
      if (refusal) result.notAdded.push({ name: add.name, reason: refusal });
      else result.added += 1;
    }
    setOutcome(result);
    setRunning(false);
  };

  return (
    <section className={styles.buyAgain} data-testid="buy-again">
      <button
        type="button"
        className="button"
        disabled={running || cartUpdating}
        onClick={() => void buyAgain()}
      >
        {running ? t('order.buyAgain.adding') : t('order.buyAgain.button')}
      </button>
      {outcome && outcome.added > 0 && (
        <p role="status" className="notice notice-success">
          {t('order.buyAgain.added', { count: outcome.added })}{' '}
          <AppLink to="/cart">{t('order.buyAgain.viewCart')}</AppLink>
        </p>
      )}
      {outcome && outcome.notAdded.length > 0 && (
        <div role="alert" className="notice notice-error" data-testid="buy-again-not-added">
          <p>{t('order.buyAgain.notAdded')}</p>
          <ul>
            {outcome.notAdded.map((line, index) => (
              <li key={index}>
                {line.name || t('order.product')}:{' '}
                {typeof line.reason === 'string'
                  ? t(`order.buyAgain.${line.reason}`)
                  : errorMessage(line.reason, tErrors)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
