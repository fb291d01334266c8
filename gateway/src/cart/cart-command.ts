/**
 * A cart change the shopper made at commerce, as the gateway records it (behaviour §4 cart): the
 * session's log of these is what a cart recovery replays on a new upstream session.
 */
export type CartCommand =
  | {
      type: 'add';
      productId: number;
      variationId?: number;
      quantity: number;
      variation?: { attributeName: string; attributeValue: string }[];
    }
  | { type: 'quantity'; key: string; quantity: number }
  | { type: 'remove'; keys: string[] }
  | { type: 'coupon.apply'; code: string }
  | { type: 'coupon.remove'; codes: string[] }
  | { type: 'shipping.method'; methods: string[] }
  | { type: 'shipping.address'; country: string; state?: string; postcode?: string; city?: string }
  | { type: 'empty' };

/** `key` is the upstream cart line key an `add` produced, when the gateway knows it (recovery maps it). */
export interface RecordedCartCommand {
  command: CartCommand;
  key?: string;
}
