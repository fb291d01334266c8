<?php
/**
 * Plugin Name: Tested shop setting: the same price with VAT in every country
 * Description: one of the shop settings the storefront is tested with (root README "Running on real
 * WooCommerce"); the companion plugin applies the same filter, a shop with the stock plugins adds it.
 *
 * A price entered with VAT is the price in every country the shop sells to.
 *
 * The storefront prices its product pages and listings once, for every shopper (they are cached,
 * root README "Money"), so the cart must charge what the page said. WooCommerce's default instead
 * keeps a price entered with VAT as its net part for a destination outside the shop's country and
 * adds that destination's VAT, so a €12.90 set would cost €13.01 in France and €10.84 in the United
 * States. Keeping the gross price is WooCommerce's own switch for that, this filter.
 *
 */

add_filter( 'woocommerce_adjust_non_base_location_prices', '__return_false' );
