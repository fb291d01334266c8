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
