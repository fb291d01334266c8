<?php
/**
 * Order mails in the shopper's language (README "Order mail language"). The gateway asks commerce in
 * the shopper's language with `/graphql?lang=de` (gateway README "Languages"), which Polylang and WPML
 * read; a shop without them would mail every order in the store's language. So the checkout keeps the
 * request's language on the order, and each customer mail of that order is written in its WordPress
 * locale, whenever it is sent (the processing mail during checkout, the completed mail days later
 * from the admin). Polylang and WPML do this themselves: with either active, nothing here runs.
 */

defined( 'ABSPATH' ) || exit;

final class Nails_Order_Mail_Language {
	const META = '_nails_language';

	/**
	 * The storefront's languages other than English and their WordPress locales: the `wp` column of
	 * schema/locales.ts in the storefront's repository (the companion suite checks they agree).
	 */
	const LOCALES = array(
		'de' => 'de_DE',
		'es' => 'es_ES',
		'fr' => 'fr_FR',
		'it' => 'it_IT',
		'pt' => 'pt_BR',
	);

	/** The locale of the order whose notification is being sent, if it has one. */
	private static ?string $locale = null;

	/** spl_object_id of each email we switched the locale for, innermost last. */
	private static array $switched = array();

	public static function register(): void {
		if ( self::multilingual_plugin_active() ) {
			return;
		}
		add_action( 'woocommerce_checkout_create_order', array( self::class, 'remember_language' ), 10, 1 );
		// The final list of mail actions (after other plugins added theirs), hooked once WooCommerce
		// reads it on `init`; each `{action}_notification` is what the mail classes listen to, sent
		// at once or later by WooCommerce's background emailer (WC_Emails::init_transactional_emails).
		add_filter( 'woocommerce_email_actions', array( self::class, 'watch_notifications' ), PHP_INT_MAX );
		// The admin's "Resend order details" (order actions box and its REST route).
		add_action( 'woocommerce_before_resend_order_emails', array( self::class, 'enter_order' ), 1, 1 );
		add_action( 'woocommerce_after_resend_order_email', array( self::class, 'leave_order' ), PHP_INT_MAX, 0 );
		add_filter( 'woocommerce_allow_switching_email_locale', array( self::class, 'switch_locale' ), 10, 2 );
		add_filter( 'woocommerce_allow_restoring_email_locale', array( self::class, 'restore_locale' ), 10, 2 );
	}

	/** Polylang (and Polylang for WooCommerce) or WPML (with WooCommerce Multilingual) is active. */
	private static function multilingual_plugin_active(): bool {
		return defined( 'POLYLANG_VERSION' ) || defined( 'ICL_SITEPRESS_VERSION' );
	}

	/** `woocommerce_checkout_create_order`, before the order is first saved: WooGraphQL's checkout runs it. */
	public static function remember_language( WC_Order $order ): void {
		if ( ! function_exists( 'is_graphql_request' ) || ! is_graphql_request() ) {
			return;
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a language, not an action.
		$language = isset( $_GET['lang'] ) ? strtolower( sanitize_key( wp_unslash( $_GET['lang'] ) ) ) : '';
		if ( isset( self::LOCALES[ $language ] ) ) {
			$order->update_meta_data( self::META, $language );
		} else {
			// An order paid again after a failed try is the same order: the latest request's language.
			$order->delete_meta_data( self::META );
		}
	}

	public static function watch_notifications( $actions ) {
		foreach ( (array) $actions as $action ) {
			if ( str_starts_with( $action, 'woocommerce_order_' ) || 'woocommerce_new_customer_note' === $action ) {
				add_action( $action . '_notification', array( self::class, 'enter_notification' ), 1, 2 );
				add_action( $action . '_notification', array( self::class, 'leave_order' ), PHP_INT_MAX, 0 );
			}
		}
		return $actions;
	}

	/**
	 * The first argument of an order's notification is its id (status changes, refunds) or
	 * `array( 'order_id' => …, 'customer_note' => … )` (a note to the customer); the second, for a
	 * status change, the order itself.
	 */
	public static function enter_notification( $first = null, $second = null ): void {
		if ( $second instanceof WC_Order ) {
			self::enter_order( $second );
		} elseif ( is_array( $first ) && isset( $first['order_id'] ) ) {
			self::enter_order( wc_get_order( $first['order_id'] ) );
		} elseif ( is_numeric( $first ) ) {
			self::enter_order( wc_get_order( (int) $first ) );
		}
	}

	public static function enter_order( $order ): void {
		$language     = $order instanceof WC_Order ? (string) $order->get_meta( self::META ) : '';
		self::$locale = isset( self::LOCALES[ $language ] )
			? (string) apply_filters( 'nails_companion_order_mail_locale', self::LOCALES[ $language ], $language, $order )
			: null;
	}

	public static function leave_order(): void {
		self::$locale = null;
	}

	/**
	 * In WC_Email::setup_locale, before the mail's subject and text are written. A customer mail of an
	 * order with a language is switched to it, as wc_switch_to_site_locale() switches to the store's,
	 * and WooCommerce is told not to switch it back to the store's. The shop's own mails (new order)
	 * stay in the store's language. switch_to_locale() refuses a locale WordPress does not have
	 * installed: the mail is then in the store's language, as before.
	 */
	public static function switch_locale( $allow, $email ) {
		if ( null === self::$locale || ! $email instanceof WC_Email || ! $email->is_customer_email() ) {
			return $allow;
		}
		if ( ! switch_to_locale( self::$locale ) ) {
			return $allow;
		}
		add_filter( 'plugin_locale', 'get_locale' );
		WC()->load_plugin_textdomain();
		self::$switched[] = spl_object_id( $email );
		return false;
	}

	/** In WC_Email::restore_locale, after the mail is sent: back to the language before it. */
	public static function restore_locale( $allow, $email ) {
		if ( ! is_object( $email ) || end( self::$switched ) !== spl_object_id( $email ) ) {
			return $allow;
		}
		array_pop( self::$switched );
		restore_previous_locale();
		remove_filter( 'plugin_locale', 'get_locale' );
		WC()->load_plugin_textdomain();
		return false;
	}
}
