<?php
/**
 * The `gift-cards` capability (schema/commerce-extensions/gift-cards.graphql): types, the cart and
 * order fields, the balance check and the two cart mutations, shaped like WooGraphQL's coupon
 * fields (applyCoupon / removeCoupons, Cart.appliedCoupons). Errors use the embedded back end's
 * words, so the gateway and the storefront read them the same way on either back end.
 */

defined( 'ABSPATH' ) || exit;

use GraphQL\Error\UserError;

final class Nails_GraphQL_Gift_Cards {
	/** One answer for a code that does not exist, has expired or is malformed: trying codes tells nothing. */
	const INVALID = 'This gift card code is not valid.';

	private static function money_field( string $description, callable $minor ): array {
		return array(
			'type'        => 'String',
			'description' => $description,
			'args'        => array( 'format' => array( 'type' => 'PricingFieldFormatEnum' ) ),
			'resolve'     => static fn( $source, array $args ) => Nails_Money::field( (int) $minor( $source ), $args['format'] ?? null ),
		);
	}

	public static function register(): void {
		register_graphql_object_type(
			'AppliedGiftCard',
			array(
				'description' => 'A gift card applied to the cart: its code, its balance and what it pays on this cart.',
				'fields'      => array(
					'code'    => array(
						'type'    => array( 'non_null' => 'String' ),
						'resolve' => static fn( $use ) => $use['card']->code,
					),
					'balance' => self::money_field( "The card's balance before this cart.", static fn( $use ) => $use['card']->balance ),
					'amount'  => self::money_field( 'What the card pays on this cart (up to its balance, after coupons and shipping).', static fn( $use ) => $use['amount'] ),
				),
			)
		);
		register_graphql_object_type(
			'OrderGiftCard',
			array(
				'description' => 'A gift card that paid part of an order; the code is masked except its last group.',
				'fields'      => array(
					'code'         => array(
						'type'    => array( 'non_null' => 'String' ),
						'resolve' => static fn( $use ) => Nails_Gift_Card_Store::mask( $use->code ),
					),
					'amount'       => self::money_field( 'What the card paid.', static fn( $use ) => $use->amount ),
					'balanceAfter' => self::money_field( "The card's balance right after this order.", static fn( $use ) => $use->balance_after ),
				),
			)
		);
		register_graphql_object_type(
			'GiftCardBalance',
			array(
				'description' => 'What a gift card code is worth now (the shoppers\' balance check).',
				'fields'      => array(
					'code'      => array(
						'type'    => array( 'non_null' => 'String' ),
						'resolve' => static fn( $card ) => $card->code,
					),
					'amount'    => self::money_field( 'The amount the card was issued with.', static fn( $card ) => $card->amount ),
					'balance'   => self::money_field( 'What is left on the card.', static fn( $card ) => $card->balance ),
					'expiresAt' => array(
						'type'        => 'String',
						'description' => 'ISO 8601; null when it never expires.',
						'resolve'     => static fn( $card ) => $card->expires_at ? gmdate( 'Y-m-d\TH:i:s.000\Z', strtotime( $card->expires_at . ' UTC' ) ) : null,
					),
				),
			)
		);

		register_graphql_fields(
			'Cart',
			array(
				'appliedGiftCards' => array(
					'type'        => array( 'list_of' => 'AppliedGiftCard' ),
					'description' => 'Gift cards applied to the cart, in the order applied.',
					'resolve'     => static fn( $cart ) => Nails_Gift_Card_Checkout::applied( $cart ),
				),
				'giftCardTotal'    => self::money_field( 'Paid by gift cards; `total` is what remains.', static fn( $cart ) => Nails_Gift_Card_Checkout::cart_paid( $cart ) ),
			)
		);
		register_graphql_fields(
			'Order',
			array(
				'giftCards'     => array(
					'type'        => array( 'list_of' => 'OrderGiftCard' ),
					'description' => 'The gift cards that paid this order.',
					'resolve'     => static fn( $order ) => Nails_Gift_Card_Store::order_redemptions( self::order_id( $order ) ),
				),
				'giftCardTotal' => self::money_field(
					'Paid by gift cards; `total` is what the payment method charged.',
					static fn( $order ) => array_sum( array_map( static fn( $use ) => (int) $use->amount, Nails_Gift_Card_Store::order_redemptions( self::order_id( $order ) ) ) )
				),
			)
		);

		register_graphql_field(
			'RootQuery',
			'giftCardBalance',
			array(
				'type'        => 'GiftCardBalance',
				'description' => "A gift card's balance; null for a code that does not exist or has expired (the same answer).",
				'args'        => array( 'code' => array( 'type' => array( 'non_null' => 'String' ) ) ),
				'resolve'     => static fn( $root, array $args ) => Nails_Gift_Card_Store::find_usable( $args['code'] ),
			)
		);

		register_graphql_mutation(
			'applyGiftCard',
			array(
				'inputFields'         => array( 'code' => array( 'type' => array( 'non_null' => 'String' ) ) ),
				'outputFields'        => array(
					'applied' => array(
						'type'    => 'AppliedGiftCard',
						'resolve' => static function ( $payload ) {
							foreach ( Nails_Gift_Card_Checkout::applied( WC()->cart ) as $use ) {
								if ( $use['card']->code === $payload['code'] ) {
									return $use;
								}
							}
							return null;
						},
					),
					'cart'    => self::cart_field(),
				),
				'mutateAndGetPayload' => array( self::class, 'apply' ),
			)
		);
		register_graphql_mutation(
			'removeGiftCard',
			array(
				'inputFields'         => array( 'code' => array( 'type' => array( 'non_null' => 'String' ) ) ),
				'outputFields'        => array( 'cart' => self::cart_field() ),
				'mutateAndGetPayload' => array( self::class, 'remove' ),
			)
		);
	}

	private static function cart_field(): array {
		if ( class_exists( '\WPGraphQL\WooCommerce\Data\Mutation\Cart_Mutation' ) ) {
			return \WPGraphQL\WooCommerce\Data\Mutation\Cart_Mutation::get_cart_field( true );
		}
		return array(
			'type'    => 'Cart',
			'resolve' => static fn() => WC()->cart,
		);
	}

	private static function load_cart(): void {
		if ( class_exists( '\WPGraphQL\WooCommerce\Data\Mutation\Cart_Mutation' ) ) {
			\WPGraphQL\WooCommerce\Data\Mutation\Cart_Mutation::check_session_token();
		} else {
			WC()->cart->get_cart_from_session();
		}
	}

	private static function order_id( $order ): int {
		if ( $order instanceof WC_Abstract_Order ) {
			return $order->get_id();
		}
		return (int) ( $order->databaseId ?? 0 );
	}

	public static function apply( array $input ): array {
		self::load_cart();
		$card = Nails_Gift_Card_Store::find_usable( $input['code'] );
		if ( ! $card ) {
			throw new UserError( self::INVALID );
		}
		$codes = Nails_Gift_Card_Checkout::codes();
		if ( in_array( $card->code, $codes, true ) ) {
			throw new UserError( sprintf( 'The gift card %s is already applied.', $card->code ) );
		}
		if ( $card->balance <= 0 ) {
			throw new UserError( 'This gift card has no balance left.' );
		}
		$cart = WC()->cart;
		if ( $cart->is_empty() ) {
			throw new UserError( 'Add something to your cart before applying a gift card.' );
		}
		$cart->calculate_totals();
		if ( Nails_Money::to_minor( $cart->get_total( 'edit' ) ) <= 0 ) {
			throw new UserError( 'Your order is already paid in full; no gift card is needed.' );
		}
		$codes[] = $card->code;
		Nails_Gift_Card_Checkout::set_codes( $codes );
		$cart->calculate_totals();
		do_action( 'woographql_update_session', true );
		return array(
			'code' => $card->code,
			'cart' => $cart,
		);
	}

	public static function remove( array $input ): array {
		self::load_cart();
		$normalized = Nails_Gift_Card_Store::normalize( $input['code'] );
		Nails_Gift_Card_Checkout::set_codes( array_filter( Nails_Gift_Card_Checkout::codes(), static fn( $code ) => $code !== $normalized ) );
		WC()->cart->calculate_totals();
		do_action( 'woographql_update_session', true );
		return array( 'cart' => WC()->cart );
	}
}
