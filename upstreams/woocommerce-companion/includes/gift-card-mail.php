<?php
/**
 * The mail that delivers a gift card code to its recipient (the buyer when none was named), with
 * WordPress's wp_mail so the shop's mail setup (SMTP plugin, WooCommerce's sender) applies. The text
 * is the embedded back end's English gift card mail.
 */

defined( 'ABSPATH' ) || exit;

final class Nails_Gift_Card_Mail {
	public static function send( object $card ): bool {
		$shop       = wp_specialchars_decode( get_bloginfo( 'name' ), ENT_QUOTES );
		$amount     = Nails_Money::text( (int) $card->amount );
		$storefront = untrailingslashit( (string) get_option( 'nails_companion_storefront_url', home_url() ) );
		$lines      = array(
			'' !== $card->recipient_name ? sprintf( 'Hi %s,', $card->recipient_name ) : 'Hi,',
			'',
			sprintf( '%1$s sent you a %2$s gift card worth %3$s.', '' !== $card->sender_name ? $card->sender_name : 'Someone', $shop, $amount ),
		);
		if ( '' !== $card->message ) {
			array_push( $lines, '', '"' . $card->message . '"' );
		}
		array_push( $lines, '', 'Gift card code: ' . $card->code, 'Amount: ' . $amount );
		if ( $card->expires_at ) {
			$lines[] = 'Valid until: ' . date_i18n( get_option( 'date_format' ), strtotime( $card->expires_at . ' UTC' ) );
		}
		array_push(
			$lines,
			'',
			sprintf( 'Enter the code in your cart or at checkout on %s to pay with it; what an order', $storefront ),
			'does not use stays on the card.',
			sprintf( 'Check the balance at any time: %s/gift-card-balance', $storefront )
		);
		$subject = sprintf( 'Your %1$s %2$s gift card', $amount, $shop );
		return wp_mail(
			$card->recipient_email,
			apply_filters( 'nails_companion_gift_card_mail_subject', $subject, $card ),
			apply_filters( 'nails_companion_gift_card_mail_text', implode( "\n", $lines ), $card )
		);
	}
}
