import type { TFunction } from 'i18next';

/**
 * WooCommerce's own English titles and descriptions of its built-in shipping and payment methods,
 * by method id, as a new shop has them (WC_Shipping_Flat_Rate, WC_Shipping_Free_Shipping,
 * WC_Shipping_Local_Pickup, WC_Gateway_COD, WC_Gateway_BACS, WC_Gateway_Cheque; the embedded back
 * end's bank transfer text beside WooCommerce's). A title the owner kept is WooCommerce's, not the
 * owner's, so the storefront says it in the shopper's language (`shop` namespace, `builtIn.*`); a
 * title the owner wrote herself is shown as she wrote it.
 */
const defaults = {
  shipping: {
    flat_rate: ['Flat rate'],
    free_shipping: ['Free shipping'],
    local_pickup: ['Local pickup', 'Local Pickup'],
  },
  payment: {
    cod: ['Cash on delivery'],
    bacs: ['Direct bank transfer'],
    cheque: ['Check payments'],
  },
  paymentDescription: {
    cod: ['Pay with cash upon delivery.'],
    bacs: [
      'Make your payment directly into our bank account. Please use your Order ID as the payment reference. Your order will not be shipped until the funds have cleared in our account.',
      'Make your payment directly into our bank account. Please use your order number as the payment reference. Your order will not be shipped until the funds have cleared in our account.',
    ],
    cheque: [
      'Please send a check to Store Name, Store Street, Store Town, Store State / County, Store Postcode.',
    ],
  },
} as const satisfies Record<string, Record<string, readonly string[]>>;

type Kind = keyof typeof defaults;

/** A shipping rate's method id: WooCommerce's rate ids are `<method id>:<instance id>`. */
export const shippingMethodId = (rateId: string): string => rateId.split(':')[0] ?? rateId;

/**
 * `text` in the shopper's language when it is WooCommerce's default for method `id`, else `text` as
 * the shop wrote it (an unknown method, or a title the owner changed).
 */
export function builtInText(t: TFunction, kind: Kind, id: string, text: string): string {
  const known: readonly string[] | undefined = (defaults[kind] as Record<string, readonly string[]>)[id];
  if (!known?.includes(text.trim())) return text;
  return t(`builtIn.${kind}.${id}`, { defaultValue: text });
}
