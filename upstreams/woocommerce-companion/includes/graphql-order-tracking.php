<?php
/**
 * The `order-tracking` capability (schema/commerce-extensions/order-tracking.graphql): WooCommerce's
 * order-tracking form ([woocommerce_order_tracking]: order number plus billing email) as one field.
 * WooGraphQL lets a guest read only an order whose billing email is the session's, which anyone can
 * set with updateCustomer; this field stores nothing on the session and answers only on an exact
 * match, null otherwise, the same for a wrong number as for a wrong email. Rate limits are the
 * gateway's (gateway README).
 */

defined( 'ABSPATH' ) || exit;

final class Nails_GraphQL_Order_Tracking {
	/** Orders this request found by number and email: readable in this answer, downloads excepted. */
	private static array $found = array();

	public static function register(): void {
		register_graphql_field(
			'RootQuery',
			'orderTracking',
			array(
				'type'        => 'Order',
				'description' => 'The order with this number when `billingEmail` (any case) is its billing email, for any session; null otherwise.',
				'args'        => array(
					'orderNumber'  => array( 'type' => array( 'non_null' => 'String' ) ),
					'billingEmail' => array( 'type' => array( 'non_null' => 'String' ) ),
				),
				'resolve'     => static function ( $root, array $args ) {
					$order = self::find( $args['orderNumber'], $args['billingEmail'] );
					if ( ! $order ) {
						return null;
					}
					self::$found[ $order->get_id() ] = true;
					return new \WPGraphQL\WooCommerce\Model\Order( $order->get_id() );
				},
			)
		);
	}

	/** The order when both match; one lookup and one constant-time comparison either way. */
	public static function find( string $number, string $email ): ?WC_Order {
		// The tracking form's own reading of the number (WC_Shortcode_Order_Tracking).
		$order_id = (int) apply_filters( 'woocommerce_shortcode_order_tracking_order_id', wc_clean( ltrim( trim( $number ), '#' ) ) );
		$order    = $order_id > 0 ? wc_get_order( $order_id ) : false;
		$valid    = $order instanceof WC_Order && 'shop_order' === $order->get_type()
			&& ! in_array( $order->get_status(), array( 'checkout-draft', 'trash' ), true );
		$expected = $valid ? strtolower( trim( $order->get_billing_email() ) ) : '';
		$matches  = hash_equals( hash( 'sha256', $expected ), hash( 'sha256', strtolower( trim( $email ) ) ) );
		return $valid && '' !== $expected && $matches ? $order : null;
	}

	/**
	 * What tracking never answers of an order it found: who and where. Anyone who knows an email
	 * may try numbers (they run in sequence), so the answer is the status, totals and items only.
	 * WooGraphQL shows billing and shipping even of a restricted order, hence this list.
	 */
	const HIDDEN_FIELDS = array(
		'billing',
		'shipping',
		'customer',
		'customerNote',
		'orderKey',
		'metaData',
		'transactionId',
		'customerIpAddress',
		'customerUserAgent',
		'shippingAddressMapUrl',
		'orderNotes',
	);

	/**
	 * WooGraphQL's Order model shows a guest's order only to its owner's session (restricted
	 * otherwise: no date, no lines). An order found by number and email is shown like the tracking
	 * form shows it, but never its download links, which stay with the order's owner, and never an
	 * address or anything else of HIDDEN_FIELDS.
	 */
	public static function register_visibility(): void {
		add_filter(
			'graphql_pre_resolve_field',
			static function ( $nil, $source, $args, $context, $info, $type_name, $field_key ) {
				if ( 'Order' !== $type_name || ! in_array( $field_key, self::HIDDEN_FIELDS, true ) ) {
					return $nil;
				}
				$id = $source instanceof \WPGraphQL\WooCommerce\Model\Order ? (int) $source->databaseId : 0;
				return $id && isset( self::$found[ $id ] ) ? null : $nil;
			},
			10,
			7
		);
		add_filter(
			'graphql_restricted_data_cap',
			static function ( $cap, $model_name, $data ) {
				return $data instanceof WC_Order && isset( self::$found[ $data->get_id() ] ) ? '' : $cap;
			},
			10,
			3
		);
		add_filter(
			'graphql_return_field_from_model',
			static function ( $field, $field_name, $model_name, $data ) {
				if ( 'downloadable_items' !== $field_name || ! $data instanceof WC_Order || ! isset( self::$found[ $data->get_id() ] ) ) {
					return $field;
				}
				$owner = $data->get_customer_id();
				return $owner && get_current_user_id() === $owner ? $field : array();
			},
			10,
			4
		);
	}
}
