import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { waitFor } from 'xstate';
import type { UiMessage } from '@nails/machines';
import type { GroupedProducts_product$key } from '../../__generated__/GroupedProducts_product.graphql.ts';
import { AppLink } from '../../lib/AppLink.tsx';
import { CartActor, useCartBusy } from '../cart/CartActor.tsx';
import { Message } from '../cart/Message.tsx';
import { Price } from '../catalogue/Price.tsx';
import { priceView } from '../catalogue/price.ts';
import { Availability } from './Availability.tsx';
import styles from './PurchasePanel.module.css';

/**
 * A grouped product's children (WooCommerce's single-product/add-to-cart/grouped.php): each with
 * its price, stock and a quantity; one Add to cart puts every child with a quantity in the cart,
 * through the one cart actor. A child that cannot be bought here (variable, external) links to
 * its own page, and one out of stock offers no quantity, as WooCommerce's template does.
 */
export function GroupedProducts({ productRef }: { productRef: GroupedProducts_product$key }) {
  const { t } = useTranslation();
  const { t: shop } = useTranslation('shop');
  const { products } = useFragment(
    graphql`
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
    `,
    productRef,
  );
  const cart = CartActor.useActorRef();
  const { adding, cartUpdating } = useCartBusy();
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [outcome, setOutcome] = useState<{ added: true } | { error: UiMessage } | { missing: true }>();
  const children = products?.nodes ?? [];
  const buyable = (child: (typeof children)[number]) =>
    child.type === 'SIMPLE' && child.stockStatus !== 'OUT_OF_STOCK';

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

  return (
    <form className={styles.grouped} onSubmit={(event) => void submit(event)} data-testid="grouped-products">
      <table className={styles.groupedTable}>
        <caption className="visually-hidden">{shop('grouped.caption')}</caption>
        <tbody>
          {children.map((child) => {
            const name = child.name ?? '';
            return (
              <tr key={child.databaseId} data-testid="grouped-child">
                <td>
                  {buyable(child) ? (
                    <input
                      className={`input ${styles.quantity}`}
                      type="number"
                      min={0}
                      max={child.stockQuantity ?? 99}
                      inputMode="numeric"
                      value={quantities[child.databaseId] ?? 0}
                      aria-label={shop('cart.quantityOf', { name })}
                      onChange={(event) =>
                        setQuantities((current) => ({
                          ...current,
                          [child.databaseId]: Math.max(0, Number.parseInt(event.target.value, 10) || 0),
                        }))
                      }
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
          })}
        </tbody>
      </table>
      <button type="submit" className={`button ${styles.add}`} disabled={cartUpdating}>
        {adding ? t('buttons.adding') : t('product.addToCart')}
      </button>
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
    </form>
  );
}
