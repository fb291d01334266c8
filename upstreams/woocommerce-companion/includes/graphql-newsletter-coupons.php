<?php
/**
 * The `newsletter-coupons` capability (schema/commerce-extensions/newsletter-coupons.graphql): a
 * newsletter subscriber's own first-order code, so the shop never hands out one public code
 * (WELCOME10) that every guest can use again and again.
 *
 * The code is a WooCommerce coupon copied from the shop's template coupon (option
 * `nails_companion_newsletter_template`, default `welcome10`): its discount and restrictions, plus
 * WooCommerce's own "Usage limit per coupon" 1, "Usage limit per user" 1 and "Allowed emails" = her
 * address, so WooCommerce itself refuses a second use and an order billed to anyone else. Asking
 * again for the same address gives the same code: the coupon carries the sha256 of the address
 * (`_nails_newsletter_for`) to be found by; the address itself is only in "Allowed emails", where
 * WooCommerce needs it, and not in the description the coupon list shows.
 *
 * Only the gateway may ask: the call must carry `X-Nails-Shop-Key` equal to the option
 * `nails_companion_shop_key`, a secret the gateway holds (COMMERCE_SHOP_KEY). A browser talks to
 * the same /graphql and could otherwise mint a code for every address it makes up. Without the
 * option set, every call is refused.
 */

defined( 'ABSPATH' ) || exit;

final class Nails_GraphQL_Newsletter_Coupons {
	/** The meta on a newsletter coupon: sha256 of the lowercased, trimmed address it was issued for. */
	public const META_FOR = '_nails_newsletter_for';

	/** 32 characters without the look-alikes 0/O and 1/I: 8 of them are 40 random bits. */
	private const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

	public static function register(): void {
		register_graphql_mutation(
			'issueNewsletterCoupon',
			array(
				'inputFields'         => array(
					'email' => array(
						'type'        => array( 'non_null' => 'String' ),
						'description' => "The subscriber's address, as she typed it (compared without regard to case).",
					),
				),
				'outputFields'        => array(
					'code'   => array(
						'type'        => array( 'non_null' => 'String' ),
						'description' => 'Her own code: one use in all, by an order billed to her address.',
					),
					'issued' => array(
						'type'        => array( 'non_null' => 'Boolean' ),
						'description' => 'False when this address already had a code: the same one is given again.',
					),
				),
				'mutateAndGetPayload' => array( self::class, 'issue' ),
			)
		);
	}

	/** The address as the coupon's meta and WooCommerce's "Allowed emails" compare it. */
	public static function normalise( string $email ): string {
		return strtolower( trim( $email ) );
	}

	public static function email_hash( string $email ): string {
		return hash( 'sha256', self::normalise( $email ) );
	}

	/**
	 * The newsletter coupons issued for an address (any status but trash), oldest first. Found by
	 * the hash meta through WP_Query: coupons are posts (WooCommerce keeps them out of HPOS).
	 *
	 * @return int[]
	 */
	public static function coupon_ids_for( string $email ): array {
		return array_map(
			'intval',
			get_posts(
				array(
					'post_type'      => 'shop_coupon',
					'post_status'    => array( 'publish', 'draft', 'pending', 'private', 'future' ),
					'meta_key'       => self::META_FOR, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key
					'meta_value'     => self::email_hash( $email ), // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value
					'orderby'        => 'ID',
					'order'          => 'ASC',
					'posts_per_page' => -1,
					'fields'         => 'ids',
					'no_found_rows'  => true,
				)
			)
		);
	}

	public static function issue( array $input ): array {
		if ( ! self::shop_key_matches() ) {
			throw new \GraphQL\Error\UserError( 'Not allowed.' );
		}
		$email = self::normalise( (string) ( $input['email'] ?? '' ) );
		if ( ! is_email( $email ) ) {
			throw new \GraphQL\Error\UserError( 'Please enter a valid email address.' );
		}
		// Two subscriptions of one address at once (a double click, a retry) must not make two
		// coupons: a lookup then an insert is not atomic, and WordPress has no unique key on post
		// meta. A MariaDB/MySQL named lock per address serialises them across PHP workers; the
		// second caller then finds the first one's coupon. add_option is no lock: it writes with
		// INSERT … ON DUPLICATE KEY UPDATE, so two callers can both "add" the same option. The
		// lock is the connection's, so it also ends if the request dies.
		global $wpdb;
		$lock = 'nails_newsletter_' . substr( self::email_hash( $email ), 0, 40 );
		if ( '1' !== (string) $wpdb->get_var( $wpdb->prepare( 'SELECT GET_LOCK(%s, %d)', $lock, 10 ) ) ) {
			throw new \GraphQL\Error\UserError( 'Please try again in a moment.' );
		}
		try {
			$existing = self::coupon_ids_for( $email );
			if ( $existing ) {
				return array(
					'code'   => strtoupper( ( new WC_Coupon( $existing[0] ) )->get_code() ),
					'issued' => false,
				);
			}
			// The template is read only now: an address that has its code gets it again even if
			// the shop has since removed the template.
			$template = self::template();
			$coupon   = self::copy_of( $template );
			$coupon->set_code( self::new_code() );
			$coupon->set_description( sprintf( 'Newsletter welcome code (one use, one address), made from the coupon "%s".', $template->get_code() ) );
			$coupon->set_usage_limit( 1 );
			$coupon->set_usage_limit_per_user( 1 );
			$coupon->set_email_restrictions( array( $email ) );
			$days = (int) get_option( 'nails_companion_newsletter_validity_days', 0 );
			if ( $days > 0 ) {
				$coupon->set_date_expires( time() + $days * DAY_IN_SECONDS );
			}
			$coupon->update_meta_data( self::META_FOR, self::email_hash( $email ) );
			$coupon->save();
			if ( ! $coupon->get_id() ) {
				throw new \GraphQL\Error\UserError( 'The code could not be saved. Please try again.' );
			}
			return array(
				'code'   => strtoupper( $coupon->get_code() ),
				'issued' => true,
			);
		} finally {
			$wpdb->get_var( $wpdb->prepare( 'SELECT RELEASE_LOCK(%s)', $lock ) );
		}
	}

	/** hash_equals against the option; an empty or unset option matches nothing. */
	private static function shop_key_matches(): bool {
		$expected = get_option( 'nails_companion_shop_key', '' );
		if ( ! is_string( $expected ) || '' === $expected ) {
			return false;
		}
		// WordPress adds slashes to $_SERVER (wp_magic_quotes); the key is compared as sent.
		$given = isset( $_SERVER['HTTP_X_NAILS_SHOP_KEY'] ) ? wp_unslash( $_SERVER['HTTP_X_NAILS_SHOP_KEY'] ) : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized
		return is_string( $given ) && '' !== $given && hash_equals( $expected, $given );
	}

	/** The shop's template coupon (published), or a refusal the gateway logs. */
	private static function template(): WC_Coupon {
		$code = (string) get_option( 'nails_companion_newsletter_template', 'welcome10' );
		$id   = '' === trim( $code ) ? 0 : wc_get_coupon_id_by_code( $code );
		if ( ! $id ) {
			throw new \GraphQL\Error\UserError( sprintf( 'The newsletter template coupon "%s" does not exist.', $code ) );
		}
		return new WC_Coupon( $id );
	}

	/**
	 * A new coupon with the template's discount and what limits it to items and carts: the
	 * settings of WooCommerce's "General" and "Usage restriction" tabs, but not its allowed emails,
	 * usage limits or expiry, which are the new code's own.
	 */
	private const COPIED_SETTINGS = array(
		'discount_type',
		'amount',
		'individual_use',
		'minimum_amount',
		'maximum_amount',
		'free_shipping',
		'exclude_sale_items',
		'product_ids',
		'excluded_product_ids',
		'product_categories',
		'excluded_product_categories',
		'limit_usage_to_x_items',
	);

	private static function copy_of( WC_Coupon $template ): WC_Coupon {
		$coupon = new WC_Coupon();
		foreach ( self::COPIED_SETTINGS as $setting ) {
			$coupon->{"set_$setting"}( $template->{"get_$setting"}( 'edit' ) );
		}
		return $coupon;
	}

	/**
	 * WELCOME- and 8 characters from ALPHABET (random_int), not yet a coupon's code. WooCommerce
	 * keeps codes lowercased (its `woocommerce_coupon_code` filter) and compares them so; the
	 * answer gives them in capitals, as a code is printed for a shopper.
	 */
	private static function new_code(): string {
		for ( $try = 0; $try < 5; $try++ ) {
			$code = 'WELCOME-';
			for ( $i = 0; $i < 8; $i++ ) {
				$code .= self::ALPHABET[ random_int( 0, strlen( self::ALPHABET ) - 1 ) ];
			}
			if ( ! wc_get_coupon_id_by_code( $code ) ) {
				return $code;
			}
		}
		throw new \GraphQL\Error\UserError( 'No free code was found. Please try again.' );
	}
}
