<?php
/**
 * The `personal-data-erasure` capability (schema/commerce-extensions/personal-data-erasure.graphql):
 * the signed-in customer erases her own personal data with WordPress's personal data erasers, the
 * ones Tools → Erase Personal Data runs (WooCommerce registers its customer, order, download and
 * payment token erasers there), then her account is deleted so nobody signs in to it again.
 *
 * Orders are anonymised, never removed: the shop must keep them for its books (e.g. ten years
 * under German tax law, §147 AO), so amounts, lines, taxes and dates stay while names, addresses,
 * email, phone and IP go (`WC_Privacy_Erasers::remove_order_personal_data`, which marks each one
 * `_anonymized`). WooCommerce leaves orders alone unless the shop turned on "Remove personal data
 * from orders on request"; a customer erasing her own account is such a request, so it is turned
 * on for this call only.
 *
 * Her newsletter code (includes/graphql-newsletter-coupons.php) carries her address in
 * WooCommerce's "Allowed emails" and a hash of it, and no WooCommerce eraser looks at coupons: the
 * plugin adds an eraser of its own to WordPress's list (so Tools → Erase Personal Data runs it too,
 * and this mutation runs it with the others). An unused code is deleted; a used one is part of an
 * order in the books, so the coupon stays (its usage count still refuses a second use) but loses
 * her address: allowed emails, the hash, and WooCommerce's `_used_by` record of a guest's email.
 */

defined( 'ABSPATH' ) || exit;

final class Nails_GraphQL_Personal_Data_Erasure {
	public static function register(): void {
		register_graphql_mutation(
			'erasePersonalData',
			array(
				'inputFields'         => array(),
				'outputFields'        => array(
					'erased'           => array( 'type' => array( 'non_null' => 'Boolean' ) ),
					'ordersAnonymised' => array( 'type' => array( 'non_null' => 'Int' ) ),
				),
				'mutateAndGetPayload' => array( self::class, 'erase' ),
			)
		);
	}

	/** Adds the newsletter code eraser to WordPress's personal data erasers. */
	public static function register_erasers(): void {
		add_filter(
			'wp_privacy_personal_data_erasers',
			static function ( $erasers ) {
				$erasers['nails-newsletter-coupons'] = array(
					'eraser_friendly_name' => __( 'Newsletter codes', 'nails-companion' ),
					'callback'             => array( self::class, 'erase_newsletter_coupons' ),
				);
				return $erasers;
			}
		);
	}

	/**
	 * A personal data eraser (wp_privacy_personal_data_erasers' callback shape): the newsletter
	 * coupons issued for this address, found by the hash of it, deleted when unused, else kept
	 * without the address. One page does them all: an address has one code, rarely more.
	 */
	public static function erase_newsletter_coupons( string $email, int $page = 1 ): array {
		$removed  = false;
		$retained = false;
		$messages = array();
		foreach ( Nails_GraphQL_Newsletter_Coupons::coupon_ids_for( $email ) as $coupon_id ) {
			$coupon = new WC_Coupon( $coupon_id );
			if ( ! $coupon->get_id() ) {
				continue;
			}
			if ( 0 === (int) $coupon->get_usage_count() ) {
				$coupon->delete( true );
				$removed = true;
				continue;
			}
			$coupon->set_email_restrictions( array() );
			$coupon->delete_meta_data( Nails_GraphQL_Newsletter_Coupons::META_FOR );
			$coupon->save();
			// WooCommerce records a guest's use by her billing email (lowercased) and has no
			// setter that writes it back, so the record goes through the post meta API.
			delete_post_meta( $coupon_id, '_used_by', Nails_GraphQL_Newsletter_Coupons::normalise( $email ) );
			$removed    = true;
			$retained   = true;
			$messages[] = sprintf(
				/* translators: %s: coupon code */
				__( 'The used newsletter code %s is kept for the order it paid, without the address.', 'nails-companion' ),
				$coupon->get_code()
			);
		}
		return array(
			'items_removed'  => $removed,
			'items_retained' => $retained,
			'messages'       => $messages,
			'done'           => true,
		);
	}

	public static function erase( array $input ): array {
		$user_id = get_current_user_id();
		if ( ! $user_id ) {
			throw new \GraphQL\Error\UserError( 'You must be signed in to do that.' );
		}
		$user  = get_userdata( $user_id );
		$email = $user->user_email;
		// The orders WooCommerce's eraser will look at: those of her address.
		$orders = wc_get_orders(
			array(
				'customer' => array( $email, $user_id ),
				'limit'    => -1,
				'return'   => 'ids',
			)
		);
		$remove_order_data = static fn() => 'yes';
		add_filter( 'pre_option_woocommerce_erasure_request_removes_order_data', $remove_order_data );
		add_filter( 'pre_option_woocommerce_erasure_request_removes_download_data', $remove_order_data );
		try {
			foreach ( apply_filters( 'wp_privacy_personal_data_erasers', array() ) as $eraser ) {
				if ( empty( $eraser['callback'] ) || ! is_callable( $eraser['callback'] ) ) {
					continue;
				}
				// Erasers answer page by page until `done` (wp_privacy_process_personal_data_erasure_page).
				for ( $page = 1; $page <= 500; $page++ ) {
					$response = call_user_func( $eraser['callback'], $email, $page );
					if ( ! is_array( $response ) || ! empty( $response['done'] ) ) {
						break;
					}
				}
			}
		} finally {
			remove_filter( 'pre_option_woocommerce_erasure_request_removes_order_data', $remove_order_data );
			remove_filter( 'pre_option_woocommerce_erasure_request_removes_download_data', $remove_order_data );
		}
		$anonymised = 0;
		foreach ( $orders as $order_id ) {
			$order = wc_get_order( $order_id );
			if ( $order && 'yes' === $order->get_meta( '_anonymized' ) ) {
				++$anonymised;
			}
		}
		// The account itself: WordPress's erasers leave the user, so it is deleted here (its
		// orders stay, anonymised; wp_delete_user reassigns no posts a customer does not have).
		require_once ABSPATH . 'wp-admin/includes/user.php';
		wp_delete_user( $user_id );
		return array(
			'erased'           => true,
			'ordersAnonymised' => $anonymised,
		);
	}
}
