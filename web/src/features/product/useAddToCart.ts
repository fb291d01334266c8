import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useAddToCartMutation } from '../../__generated__/useAddToCartMutation.graphql.ts';

const mutation = graphql`
  mutation useAddToCartMutation($input: AddToCartInput!) {
    addToCart(input: $input) {
      cart {
        contents(first: 100) {
          itemCount
        }
      }
    }
  }
`;

/** The payload's cart becomes the store's root `cart`, so the header badge updates at once. */
function linkCart(store: RecordSourceSelectorProxy) {
  const cart = store.getRootField('addToCart')?.getLinkedRecord('cart');
  if (cart) store.getRoot().setLinkedRecord(cart, 'cart');
}

export interface AddToCartRequest {
  productId: number;
  quantity: number;
  variationId?: number;
  variation?: { attributeName: string; attributeValue: string }[];
}

export function useAddToCart(): [(request: AddToCartRequest) => Promise<void>, boolean] {
  const [commit, adding] = useMutation<useAddToCartMutation>(mutation);
  const add = (request: AddToCartRequest) =>
    new Promise<void>((resolve, reject) => {
      commit({
        variables: { input: request },
        updater: linkCart,
        onCompleted: (_, errors) => (errors?.length ? reject(new Error(errors[0]?.message)) : resolve()),
        onError: reject,
      });
    });
  return [add, adding];
}
