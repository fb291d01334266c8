import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { waitFor } from 'xstate';
import type { UiMessage } from '@nails/machines/messages';
import type {
  GroupedProducts_product$data,
  GroupedProducts_product$key,
} from '../../__generated__/GroupedProducts_product.graphql.ts';
import { AppLink } from '../../lib/AppLink.tsx';
import { CartActor, useCartBusy } from '../cart/CartActor.tsx';
import { Message } from '../../lib/Message.tsx';
import { Price } from '../catalogue/Price.tsx';
import { priceView } from '../catalogue/price.ts';
import { Availability } from './Availability.tsx';
import styles from './PurchasePanel.module.css';

const fragment = graphql`
  fragment GroupedProducts_product on Product {
    ... on GroupProduct {
      products(first: 20) {
        nodes {
          databaseId
          name
          slug
          type
          onSale
          ... on ProductWithPricing {
            price(format: RAW)
            regularPrice(format: RAW)
            salePrice(format: RAW)
          }
          ... on InventoriedProduct {
            stockStatus
            stockQuantity
          }
        }
      }
    }
  }
`;

type Child = NonNullable<GroupedProducts_product$data['products']>['nodes'][number];
type Outcome = { added: true } | { error: UiMessage } | { missing: true };

/** Only a simple child in stock takes a quantity here; the others link to their page or show none. */
const buyable = (child: Child) => child.type === 'SIMPLE' && child.stockStatus !== 'OUT_OF_STOCK';

/**
 * The quantities typed per child and adding them: every buyable child with a quantity goes to
 * the cart, one after the other; the outcome says whether all went in, one failed, or none had
 * a quantity.
 */
function useGroupedAddToCart(children: readonly Child[]) {
  const cart = CartActor.useActorRef();
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [outcome, setOutcome] = useState<Outcome>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = children.filter((child) => buyable(child) && (quantities[child.databaseId] ?? 0) > 0);
    if (chosen.length === 0) {
      setOutcome({ missing: true });
      return;
    }
    setOutcome(undefined);
    // One child after the other: the cart actor takes one add at a time.
    for (const child of chosen) {
      cart.send({
        type: 'cart.add',
        input: { productId: child.databaseId, quantity: quantities[child.databaseId] ?? 1 },
      });
      const done = await waitFor(cart, (snapshot) => !snapshot.hasTag('adding'));
      if (done.context.error) {
        setOutcome({ error: done.context.error });
        return;
      }
    }
    setQuantities({});
    setOutcome({ added: true });
  };
  const setQuantity = (child: Child, quantity: number) =>
    setQuantities((current) => ({ ...current, [child.databaseId]: quantity }));
  return { quantities, setQuantity, outcome, submit };
}

/** One child: its quantity (or a link to choose its options), its name, price and stock. */
function GroupedChildRow({
  child,
  quantity,
  onQuantity,
}: {
  child: Child;
  quantity: number;
  onQuantity(quantity: number): void;
}) {
  const { t } = useTranslation();
  const { t: shop } = useTranslation('shop');
  const name = child.name ?? '';
  return (
    <tr data-testid="grouped-child">
      <td>
        {buyable(child) ? (
          <input
            className={`input ${styles.quantity}`}
            type="number"
            min={0}
            max={child.stockQuantity ?? 99}
            inputMode="numeric"
            value={quantity}
            aria-label={shop('cart.quantityOf', { name })}
            onChange={(event) => onQuantity(Math.max(0, Number.parseInt(event.target.value, 10) || 0))}
          />
        ) : child.type !== 'SIMPLE' ? (
          <AppLink to={`/product/${child.slug ?? ''}`} className="button button-secondary">
            {t('product.selectOptions')}
          </AppLink>
        ) : null}
      </td>
      <th scope="row">
        <AppLink to={`/product/${child.slug ?? ''}`}>{name}</AppLink>
      </th>
      <td>
        <Price
          view={priceView({
            price: child.price,
            regularPrice: child.regularPrice,
            salePrice: child.salePrice,
            onSale: child.onSale,
          })}
        />
        <Availability status={child.stockStatus} quantity={child.stockQuantity} />
      </td>
    </tr>
  );
}

/** What the last Add to cart did: added, the cart's error, or a reminder to choose a quantity. */
function GroupedOutcome({ outcome }: { outcome: Outcome | undefined }) {
  const { t } = useTranslation();
  const { t: shop } = useTranslation('shop');
  return (
    <>
      {outcome && 'added' in outcome && (
        <p className={styles.ok} role="status">
          {t('product.added')}
        </p>
      )}
      {outcome && 'error' in outcome && <Message message={outcome.error} />}
      {outcome && 'missing' in outcome && (
        <p role="alert" className="notice notice-error">
          {shop('grouped.chooseQuantity')}
        </p>
      )}
    </>
  );
}

/**
 * A grouped product's children (WooCommerce's single-product/add-to-cart/grouped.php): each with
 * its price, stock and a quantity; one Add to cart puts every child with a quantity in the cart,
 * through the one cart actor. A child that cannot be bought here (variable, external) links to
 * its own page, and one out of stock offers no quantity, as WooCommerce's template does.
 */
export function GroupedProducts({ productRef }: { productRef: GroupedProducts_product$key }) {
  const { t } = useTranslation();
  const { t: shop } = useTranslation('shop');
  const { products } = useFragment(fragment, productRef);
  const { adding, cartUpdating } = useCartBusy();
  const children = products?.nodes ?? [];
  const { quantities, setQuantity, outcome, submit } = useGroupedAddToCart(children);

  return (
    <form className={styles.grouped} onSubmit={(event) => void submit(event)} data-testid="grouped-products">
      <table className={styles.groupedTable}>
        <caption className="visually-hidden">{shop('grouped.caption')}</caption>
        <tbody>
          {children.map((child) => (
            <GroupedChildRow
              key={child.databaseId}
              child={child}
              quantity={quantities[child.databaseId] ?? 0}
              onQuantity={(quantity) => setQuantity(child, quantity)}
            />
          ))}
        </tbody>
      </table>
      <button type="submit" className={`button ${styles.add}`} disabled={cartUpdating}>
        {adding ? t('buttons.adding') : t('product.addToCart')}
      </button>
      <GroupedOutcome outcome={outcome} />
    </form>
  );
}
