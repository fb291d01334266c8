import { graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type { giftCardCallsApplyMutation } from '../../__generated__/giftCardCallsApplyMutation.graphql.ts';
import type { giftCardCallsCartQuery } from '../../__generated__/giftCardCallsCartQuery.graphql.ts';
import type { giftCardCallsRemoveMutation } from '../../__generated__/giftCardCallsRemoveMutation.graphql.ts';
import { readCart, type CartState } from '../cart/cartState.ts';
import { commit, refetch } from '../cart/commit.ts';

/** The gift cards of the cart as the field shows them: each code, what it pays here, its balance. */
export interface AppliedGiftCard {
  code: string;
  amount?: string | null;
  balance?: string | null;
}

type CardList = readonly (AppliedGiftCard | null | undefined)[] | null | undefined;

const applyMutation = graphql`
  mutation giftCardCallsApplyMutation($code: String!) {
    applyGiftCard(input: { code: $code }) {
      cart {
        ...cartState_cart
        appliedGiftCards {
          code
          amount
          balance
        }
      }
    }
  }
`;

const removeMutation = graphql`
  mutation giftCardCallsRemoveMutation($code: String!) {
    removeGiftCard(input: { code: $code }) {
      cart {
        ...cartState_cart
        appliedGiftCards {
          code
          amount
          balance
        }
      }
    }
  }
`;

const cartQuery = graphql`
  query giftCardCallsCartQuery {
    cart {
      appliedGiftCards {
        code
        amount
        balance
      }
    }
  }
`;

export interface GiftCardResult {
  /** The whole cart, for the cart actor (badge, drawer, page and checkout follow). */
  cart: CartState;
  cards: AppliedGiftCard[];
}

const cardsOf = (cards: CardList): AppliedGiftCard[] =>
  (cards ?? []).filter((card): card is AppliedGiftCard => Boolean(card));

function resultOf(
  cart: (Parameters<typeof readCart>[0] & { appliedGiftCards?: CardList }) | null | undefined,
): GiftCardResult {
  const state = readCart(cart);
  if (!state || !cart) throw new Error('The cart could not be read.');
  return { cart: state, cards: cardsOf(cart.appliedGiftCards) };
}

export async function applyGiftCard(environment: Environment, code: string): Promise<GiftCardResult> {
  const response = await commit<giftCardCallsApplyMutation>(environment, applyMutation, { code });
  return resultOf(response.applyGiftCard?.cart);
}

export async function removeGiftCard(environment: Environment, code: string): Promise<GiftCardResult> {
  const response = await commit<giftCardCallsRemoveMutation>(environment, removeMutation, { code });
  return resultOf(response.removeGiftCard?.cart);
}

export async function appliedGiftCards(environment: Environment): Promise<AppliedGiftCard[]> {
  const response = await refetch<giftCardCallsCartQuery>(environment, cartQuery, {});
  return cardsOf(response.cart?.appliedGiftCards);
}
