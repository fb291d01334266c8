import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from '../../i18n/useTranslation.ts';
import type {
  PurchasePanel_product$data,
  PurchasePanel_product$key,
} from '../../__generated__/PurchasePanel_product.graphql.ts';
import { Price, SaleBadge } from '../catalogue/Price.tsx';
import {
  emptyRecipient,
  GiftCardRecipient,
  recipientEmailInvalid,
  recipientExtraData,
} from '../giftcards/GiftCardRecipient.tsx';
import { priceView } from '../catalogue/price.ts';
import { AddToCartButton } from './AddToCartButton.tsx';
import { GroupedProducts } from './GroupedProducts.tsx';
import { Availability } from './Availability.tsx';
import { VariationPicker } from './VariationPicker.tsx';
import { useMySize } from '../sizing/mySize.ts';
import { WishlistToggle } from '../wishlist/WishlistToggle.tsx';
import { useCapability } from '../../lib/capabilities.ts';
import {
  attributeKey,
  defaultSelection,
  matchVariation,
  withMySize,
  type PickerAttribute,
  type PickerVariation,
  type Selection,
} from './variations.ts';
import styles from './PurchasePanel.module.css';

// Only sold-out items show it: its code (and its texts) load then, not with every product page.
const BackInStockForm = lazy(() => import('../restock/BackInStockForm.tsx'));

type VariationNode = NonNullable<PurchasePanel_product$data['variations']>['nodes'][number];
type Variation = Omit<VariationNode, 'attributes'> & PickerVariation;

export interface VariationImage {
  source: string | null | undefined;
  alt: string;
}

const fragment = graphql`
  fragment PurchasePanel_product on Product {
    databaseId
    type
    name
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
    ... on ExternalProduct {
      externalUrl
      buttonText
    }
    productCategories(first: 20) {
      nodes {
        slug
      }
    }
    ...GroupedProducts_product
    ... on GroupProduct {
      products(first: 20) {
        nodes {
          onSale
          ... on ProductWithPricing {
            price(format: RAW)
            regularPrice(format: RAW)
            salePrice(format: RAW)
          }
        }
      }
    }
    ... on ProductWithAttributes {
      attributes(first: 10) {
        nodes {
          name
          label
          variation
          options
          ... on GlobalProductAttribute {
            # The shop's own order (WooCommerce's custom ordering: Short, Medium, Long); WPGraphQL
            # orders by name unless told, and any other key DESC unless told.
            terms(first: 30, where: { orderby: MENU_ORDER, order: ASC }) {
              nodes {
                slug
                name
              }
            }
          }
        }
      }
    }
    ... on VariableProduct {
      defaultAttributes(first: 10) {
        nodes {
          name
          value
        }
      }
      variations(first: 100) {
        nodes {
          databaseId
          onSale
          stockStatus
          stockQuantity
          price(format: RAW)
          regularPrice(format: RAW)
          salePrice(format: RAW)
          image {
            sourceUrl(size: WOOCOMMERCE_SINGLE)
            altText
          }
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
`;

type Product = PurchasePanel_product$data;

/** A product attribute as the product page reads it (PurchasePanel's fragment). */
interface ProductAttributeNode {
  name?: string | null;
  label?: string | null;
  variation?: boolean | null;
  options?: readonly (string | null | undefined)[] | null;
  terms?: { nodes: readonly { slug?: string | null; name?: string | null }[] } | null;
}

/**
 * The variation attributes as the picker shows them: a global attribute's terms in the order
 * commerce lists them, which is the shop's own (PurchasePanel asks `terms(where: {orderby:
 * MENU_ORDER, order: ASC})`: Short, Medium, Long, never re-sorted here), else its own options.
 */
export function pickerAttributes(nodes: readonly ProductAttributeNode[]): PickerAttribute[] {
  return nodes
    .filter((attribute) => attribute.variation)
    .map((attribute) => ({
      key: attributeKey(attribute.name),
      label: attribute.label ?? attribute.name ?? '',
      options: attribute.terms?.nodes.length
        ? attribute.terms.nodes.map((term) => ({
            value: term.slug ?? '',
            label: term.name ?? term.slug ?? '',
          }))
        : (attribute.options ?? []).flatMap((option) => (option ? [{ value: option, label: option }] : [])),
    }));
}

/** The variations with their attributes as plain name/value pairs, as matchVariation compares them. */
function pickerVariations(nodes: readonly VariationNode[]): Variation[] {
  return nodes.map((variation) => ({
    ...variation,
    attributes: (variation.attributes?.nodes ?? []).map((item) => ({
      name: item.name ?? '',
      value: item.value ?? '',
    })),
  }));
}

/**
 * The shopper's choice of a variable product's attributes, starting from the product's default
 * attributes, and the variation it matches (none for other product types or an incomplete choice).
 */
function useVariationChoice(product: Product) {
  const attributes = useMemo(() => pickerAttributes(product.attributes?.nodes ?? []), [product.attributes]);
  const variations = useMemo(() => pickerVariations(product.variations?.nodes ?? []), [product.variations]);
  const [own, setOwn] = useState<Selection>(() =>
    defaultSelection(attributes, product.defaultAttributes?.nodes ?? []),
  );
  // Her size (gateway fit README) is chosen while she has not picked a size herself.
  const mySize = useMySize()?.slug;
  const [pickedSize, setPickedSize] = useState(false);
  const selection = pickedSize ? own : withMySize(attributes, own, mySize);
  const choose = useCallback(
    (next: Selection) => {
      if ((next.size ?? '') !== (selection.size ?? '')) setPickedSize(true);
      setOwn(next);
    },
    [selection],
  );
  const variation =
    product.type === 'VARIABLE' ? matchVariation(attributes, variations, selection) : undefined;
  return { attributes, variations, selection, setSelection: choose, variation, mySize };
}

/** Hands the page the chosen variation's own image for its gallery, or none (the product's images). */
function useVariationImage(
  variation: Variation | undefined,
  productName: string | null | undefined,
  onImage: (image: VariationImage | undefined) => void,
) {
  useEffect(() => {
    onImage(
      variation?.image?.sourceUrl
        ? { source: variation.image.sourceUrl, alt: variation.image.altText || productName || '' }
        : undefined,
    );
  }, [variation, onImage, productName]);
}

/**
 * Products in the gift-cards category are gift cards (commerce shop README, gift cards); where
 * the back end has no gift cards they are sold as any product, without recipient fields.
 */
function useIsGiftCard(product: Product): boolean {
  const giftCardsOffered = useCapability('giftCards');
  return (
    giftCardsOffered &&
    (product.productCategories?.nodes ?? []).some((category) => category.slug === 'gift-cards')
  );
}

/** Price, availability, variation choice and the buy buttons; price and image follow the variation. */
export function PurchasePanel({
  productRef,
  onImage,
}: {
  productRef: PurchasePanel_product$key;
  onImage(image: VariationImage | undefined): void;
}) {
  const { t } = useTranslation();
  const product = useFragment(fragment, productRef);
  const { attributes, variations, selection, setSelection, variation, mySize } = useVariationChoice(product);
  useVariationImage(variation, product.name, onImage);
  const giftCard = useIsGiftCard(product);
  const [recipient, setRecipient] = useState(emptyRecipient);

  const priced = variation ?? product;
  const view = priceView({
    price: priced.price,
    regularPrice: priced.regularPrice,
    salePrice: priced.salePrice,
    onSale: priced.onSale,
    // A grouped product's badge is its largest child's percent (catalogue/price.ts).
    children: variation ? undefined : product.products?.nodes,
  });
  const stockStatus = variation?.stockStatus ?? product.stockStatus;
  const stockQuantity = variation ? variation.stockQuantity : product.stockQuantity;
  const needsChoice = product.type === 'VARIABLE' && !variation;
  const chosenAttributes = attributes.map((attribute) => ({
    attributeName: attribute.key,
    attributeValue: selection[attribute.key] ?? '',
  }));

  return (
    <div className={styles.panel}>
      <div className={styles.priceRow}>
        <Price view={view} large />
        <SaleBadge percent={view?.percent} />
      </div>
      <Availability status={stockStatus} quantity={stockQuantity} />
      {stockStatus === 'OUT_OF_STOCK' && product.type !== 'GROUPED' && (
        // One form per sold-out item: choosing another size starts it afresh.
        <Suspense fallback={null}>
          <BackInStockForm
            key={variation?.databaseId ?? product.databaseId}
            item={{ productId: product.databaseId, variationId: variation?.databaseId }}
          />
        </Suspense>
      )}
      {product.type === 'VARIABLE' && (
        <VariationPicker
          attributes={attributes}
          variations={variations}
          selection={selection}
          onChange={setSelection}
          mySize={mySize}
        />
      )}
      {giftCard && <GiftCardRecipient value={recipient} onChange={setRecipient} />}
      <div className={styles.actions}>
        {product.type === 'GROUPED' ? (
          <GroupedProducts productRef={product} />
        ) : product.type === 'EXTERNAL' && product.externalUrl ? (
          <a className="button" href={product.externalUrl} target="_blank" rel="noopener noreferrer">
            {product.buttonText || t('product.buyExternal')}
          </a>
        ) : (
          <AddToCartButton
            productId={product.databaseId}
            variationId={variation?.databaseId}
            variation={variation ? chosenAttributes : undefined}
            extraData={giftCard ? recipientExtraData(recipient) : undefined}
            disabled={
              needsChoice || stockStatus === 'OUT_OF_STOCK' || (giftCard && recipientEmailInvalid(recipient))
            }
            label={needsChoice ? t('product.selectOptions') : t('product.addToCart')}
          />
        )}
        <WishlistToggle productId={product.databaseId} />
      </div>
    </div>
  );
}
