<?php
/**
 * Plugin Name: Nails Storefront Companion
 * Description: What the headless storefront needs beyond WooCommerce, WPGraphQL and WooGraphQL: gift cards, guest order tracking by number and billing email, a read-only password-reset key check, personal data erasure, bank transfer accounts and one-use newsletter codes, as GraphQL fields; order mails in the language the shopper ordered in.
 * Version: 1.0.0
 * Requires at least: 6.4
 * Requires PHP: 8.1
 * Requires Plugins: woocommerce, wp-graphql, wp-graphql-woocommerce
 * License: MIT
 * Text Domain: nails-companion
 *
 * The GraphQL names are exactly those of schema/commerce-extensions/{bank-transfer-accounts,
 * gift-cards,newsletter-coupons,order-tracking,password-reset-key-status,personal-data-erasure}.graphql
 * in the storefront's repository, so the gateway's capability detection finds them (README.md in
 * this folder).
 */

defined( 'ABSPATH' ) || exit;

define( 'NAILS_COMPANION_VERSION', '1.0.0' );
define( 'NAILS_COMPANION_DIR', __DIR__ );

require_once __DIR__ . '/includes/money.php';
require_once __DIR__ . '/includes/gift-card-store.php';
require_once __DIR__ . '/includes/gift-card-mail.php';
require_once __DIR__ . '/includes/gift-card-checkout.php';
require_once __DIR__ . '/includes/gift-card-voucher.php';
require_once __DIR__ . '/includes/graphql-gift-cards.php';
require_once __DIR__ . '/includes/graphql-order-tracking.php';
require_once __DIR__ . '/includes/graphql-password-reset.php';
require_once __DIR__ . '/includes/graphql-personal-data-erasure.php';
require_once __DIR__ . '/includes/product-review-eraser.php';
require_once __DIR__ . '/includes/graphql-bank-transfer-accounts.php';
require_once __DIR__ . '/includes/graphql-newsletter-coupons.php';
require_once __DIR__ . '/includes/order-mail-language.php';
require_once __DIR__ . '/includes/same-gross-price-everywhere.php';

register_activation_hook( __FILE__, array( 'Nails_Gift_Card_Store', 'install' ) );

// Orders are read and written through WC_Order only (no post meta), so High-Performance Order
// Storage works; saying so keeps WooCommerce from listing the plugin as incompatible.
add_action(
	'before_woocommerce_init',
	static function () {
		if ( class_exists( \Automattic\WooCommerce\Utilities\FeaturesUtil::class ) ) {
			\Automattic\WooCommerce\Utilities\FeaturesUtil::declare_compatibility( 'custom_order_tables', __FILE__, true );
		}
	}
);

// A plugin folder updated in place (no re-activation) still gets its tables.
add_action( 'init', array( 'Nails_Gift_Card_Store', 'maybe_install' ), 5 );

add_action(
	'plugins_loaded',
	static function () {
		if ( ! class_exists( 'WooCommerce' ) ) {
			return;
		}
		Nails_Gift_Card_Checkout::register();
		Nails_Gift_Card_Voucher::register();
		Nails_Order_Mail_Language::register();
		add_action( 'graphql_register_types', array( 'Nails_GraphQL_Gift_Cards', 'register' ) );
		add_action( 'graphql_register_types', array( 'Nails_GraphQL_Order_Tracking', 'register' ) );
		add_action( 'graphql_register_types', array( 'Nails_GraphQL_Personal_Data_Erasure', 'register' ) );
		add_action( 'graphql_register_types', array( 'Nails_GraphQL_Bank_Transfer_Accounts', 'register' ) );
		add_action( 'graphql_register_types', array( 'Nails_GraphQL_Newsletter_Coupons', 'register' ) );
		Nails_GraphQL_Personal_Data_Erasure::register_erasers();
		Nails_Product_Review_Eraser::register();
		Nails_GraphQL_Order_Tracking::register_visibility();
	}
);
add_action( 'graphql_register_types', array( 'Nails_GraphQL_Password_Reset', 'register' ) );
