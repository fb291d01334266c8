<?php
/**
 * A gift card is a multi-purpose voucher (EU VAT Directive, art. 30a-30b): it is sold for later
 * use, so it carries no VAT when sold (VAT is charged on what it later pays for) and no coupon
 * reduces its price (a coupon would discount money, not goods). README "Gift card products",
 * "Vouchers". WooCommerce then answers for a gift card line as for any product with tax status
 * "None" excluded from a coupon: line tax 0, line discount 0; the gateway and the storefront need
 * no special case.
 *
 * @package nails-companion
 */

defined( 'ABSPATH' ) || exit;

final class Nails_Gift_Card_Voucher {

	public static function register(): void {
		// WC_Cart_Totals reads `get_tax_status()` (view context) for every line; variations have their own getter hook.
		add_filter( 'woocommerce_product_get_tax_status', array( self::class, 'tax_status' ), 20, 2 );
		add_filter( 'woocommerce_product_variation_get_tax_status', array( self::class, 'tax_status' ), 20, 2 );
		// Percent and fixed-product coupons skip products this answers false for; a coupon of those
		// types with only gift cards in the cart is refused with WooCommerce's own
		// "Sorry, coupon &quot;…&quot; is not applicable to selected products." (WC_Discounts::validate_coupon_excluded_items).
		add_filter( 'woocommerce_coupon_is_valid_for_product', array( self::class, 'coupon_valid_for_product' ), 20, 2 );
		// Fixed-cart coupons apply to every item whatever the filter above says
		// (WC_Discounts::get_items_to_apply_coupon keeps items when `is_valid_for_cart()`), so the gift
		// card lines are taken out of the items a coupon spreads over.
		add_filter( 'woocommerce_coupon_get_items_to_apply', array( self::class, 'coupon_items' ), 20, 1 );
	}

	/** "none" for a gift card, whatever the product was saved with. */
	public static function tax_status( $status, $product ) {
		return Nails_Gift_Card_Checkout::is_gift_card_product( $product ) ? 'none' : $status;
	}

	public static function coupon_valid_for_product( $valid, $product ) {
		return $valid && ! Nails_Gift_Card_Checkout::is_gift_card_product( $product );
	}

	/** @param array $items WC_Discounts items (objects with `product` and the cart item as `object`). */
	public static function coupon_items( $items ) {
		return array_values(
			array_filter(
				(array) $items,
				static function ( $item ) {
					return ! ( is_object( $item ) && isset( $item->product ) && Nails_Gift_Card_Checkout::is_gift_card_product( $item->product ) );
				}
			)
		);
	}
}
