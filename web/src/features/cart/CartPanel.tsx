import { graphql, useLazyLoadQuery } from 'react-relay';
import type { CartPanelQuery } from '../../__generated__/CartPanelQuery.graphql.ts';
import { readCart } from './cartState.ts';
import { CartView } from './CartView.tsx';

const query = graphql`
  query CartPanelQuery {
    cart {
      ...cartState_cart
    }
    storeSettings {
      showMoveToWishlist
    }
  }
`;

/** The cart drawer's content (the shell's drawer frame renders it): the same view as /cart. */
export function CartPanel({ onNavigate }: { onNavigate?(): void }) {
  const data = useLazyLoadQuery<CartPanelQuery>(query, {}, { fetchPolicy: 'store-or-network' });
  return (
    <CartView
      cart={readCart(data.cart)}
      showMoveToWishlist={data.storeSettings.showMoveToWishlist}
      compact
      onNavigate={onNavigate}
    />
  );
}
