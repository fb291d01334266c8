import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useTranslation } from '../../i18n/useTranslation.ts';
import type { WishlistToggleQuery } from '../../__generated__/WishlistToggleQuery.graphql.ts';
import { HeartIcon } from '../../lib/icons.tsx';
import { Optional } from '../../lib/Optional.tsx';
import { useWishlistToggleMutation } from './useWishlistToggleMutation.ts';
import styles from './WishlistToggle.module.css';

const query = graphql`
  query WishlistToggleQuery {
    wishlist {
      productIds
    }
  }
`;

/** The shopper's wishlist state for one product and the tap that flips it. */
function useWishlistToggle(productId: number) {
  const { wishlist } = useLazyLoadQuery<WishlistToggleQuery>(query, {}, { fetchPolicy: 'store-or-network' });
  const change = useWishlistToggleMutation();
  const [busy, setBusy] = useState(false);
  const saved = wishlist.productIds.includes(productId);
  const toggle = () => {
    setBusy(true);
    // A refused change leaves the heart as the store has it (the removal's optimistic change
    // rolls back); the error itself reaches the session refresh like every GraphQL error.
    void change(productId, saved)
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return { saved, busy, toggle };
}

function Toggle({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const { saved, busy, toggle } = useWishlistToggle(productId);
  return (
    <button
      type="button"
      className={`${styles.wishlist} ${saved ? styles.saved : ''}`}
      aria-pressed={saved}
      disabled={busy}
      onClick={toggle}
    >
      <HeartIcon fill={saved ? 'currentColor' : 'none'} />
      {saved ? t('product.removeFromWishlist') : t('product.addToWishlist')}
    </button>
  );
}

/** Adds or removes the product from the shopper's wishlist (guest or customer, kept by the gateway). */
export function WishlistToggle({ productId }: { productId: number }) {
  return (
    <Optional>
      <Toggle productId={productId} />
    </Optional>
  );
}

interface HeartProps {
  productId: number;
  /** The product's name, for the button's accessible name (a grid has one heart per card). */
  name: string;
  className?: string;
  savedClassName?: string;
}

function Heart({ productId, name, className, savedClassName }: HeartProps) {
  const { t } = useTranslation();
  const { saved, busy, toggle } = useWishlistToggle(productId);
  return (
    <button
      type="button"
      className={`${className ?? ''} ${saved ? (savedClassName ?? '') : ''}`}
      aria-pressed={saved}
      aria-label={
        saved ? t('catalogue.removeFromWishlist', { name }) : t('catalogue.saveToWishlist', { name })
      }
      disabled={busy}
      onClick={toggle}
      data-testid="card-wishlist"
    >
      <HeartIcon fill={saved ? 'currentColor' : 'none'} />
    </button>
  );
}

/**
 * The same toggle as a heart icon, for a product card: the wishlist state is the shopper's own,
 * so it appears after hydration (one WishlistToggleQuery for every heart on the page).
 */
export function WishlistHeart(props: HeartProps) {
  return (
    <Optional>
      <Heart {...props} />
    </Optional>
  );
}
