<?php
/**
 * Money in integer minor units (cents), as the embedded back end keeps it, so balances never drift
 * by float rounding; WooCommerce's decimals setting decides the unit.
 */

defined( 'ABSPATH' ) || exit;

final class Nails_Money {
	/** 12.345 → 1235 (half up, like wc_add_number_precision and round()). */
	public static function to_minor( $amount ): int {
		return (int) round( (float) $amount * ( 10 ** wc_get_price_decimals() ) );
	}

	public static function from_minor( int $minor ): float {
		return $minor / ( 10 ** wc_get_price_decimals() );
	}

	/**
	 * A money field's answer with WooGraphQL's `format` argument: RAW is the bare decimal
	 * ("12.50"), anything else WooGraphQL's formatted price ("€12.50").
	 */
	public static function field( int $minor, $format ): string {
		$amount = self::from_minor( $minor );
		if ( 'raw' === $format ) {
			return wc_format_decimal( $amount, wc_get_price_decimals() );
		}
		return function_exists( 'wc_graphql_price' )
			? wc_graphql_price( $amount )
			: html_entity_decode( wp_strip_all_tags( wc_price( $amount ) ) );
	}

	/** "€12.50" for mails and messages. */
	public static function text( int $minor ): string {
		return html_entity_decode( wp_strip_all_tags( wc_price( self::from_minor( $minor ) ) ), ENT_QUOTES, 'UTF-8' );
	}
}
