<?php
/**
 * Product reviews in WordPress's personal data erasure (README "Product reviews erased"). WordPress's
 * comment eraser (`wp_comments_personal_data_eraser`) asks `get_comments()` for the address's
 * comments, and WooCommerce leaves product reviews out of every such general comment query
 * (`ReviewsUtil::comments_clauses_without_product_reviews`, meant for the Comments screen's counts),
 * so a shop's erasure left each review she wrote under her name and address. This eraser runs
 * WordPress's own comment eraser with that one clause lifted: her reviews get what her comments get
 * (the author "Anonymous", no email, address, URL or account; the text and rating stay).
 */

defined( 'ABSPATH' ) || exit;

final class Nails_Product_Review_Eraser {
	const ID = 'nails-product-reviews';

	/** WooCommerce's filter that keeps product reviews out of general comment queries. */
	private const REVIEWS_EXCLUDED = array(
		\Automattic\WooCommerce\Internal\Admin\ProductReviews\ReviewsUtil::class,
		'comments_clauses_without_product_reviews',
	);

	/** Adds the eraser to WordPress's list, so Tools → Erase Personal Data runs it too. */
	public static function register(): void {
		add_filter(
			'wp_privacy_personal_data_erasers',
			static function ( $erasers ) {
				$erasers[ self::ID ] = array(
					'eraser_friendly_name' => __( 'Product reviews', 'nails-companion' ),
					'callback'             => array( self::class, 'erase' ),
				);
				return $erasers;
			}
		);
	}

	/** A personal data eraser (wp_privacy_personal_data_erasers' callback shape), page by page. */
	public static function erase( string $email, int $page = 1 ): array {
		$priority = has_filter( 'comments_clauses', self::REVIEWS_EXCLUDED );
		if ( false !== $priority ) {
			remove_filter( 'comments_clauses', self::REVIEWS_EXCLUDED, $priority );
		}
		try {
			return wp_comments_personal_data_eraser( $email, $page );
		} finally {
			if ( false !== $priority ) {
				add_filter( 'comments_clauses', self::REVIEWS_EXCLUDED, $priority, 2 );
			}
		}
	}
}
