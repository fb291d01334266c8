<?php
/**
 * Gift cards in WooCommerce's own flow: what a card pays on a cart, the order it pays, the cards an
 * order buys once it is paid, and the balance given back when an order is cancelled or fails.
 *
 * A card pays; it does not discount (a multi-purpose voucher: no VAT of its own). So it is applied
 * after coupons, shipping and fees, on what is left to pay, up to its balance, in the order the
 * shopper applied the cards. VAT and every other total stay as WooCommerce computed them; only
 * `total` (what the payment method charges) shrinks. On the placed order each card is a fee line
 * with a negative amount and no tax, so the order's lines add up to its total in WooCommerce's
 * admin, mails and reports.
 *
 * Why not a negative cart fee: WooCommerce caps a negative fee at the cart's net (ex-VAT) items
 * and shipping and splits VAT across it as if it were a discount (WC_Cart_Totals::get_fees_from_cart),
 * so a card could neither pay a whole VAT-inclusive total nor leave VAT alone.
 */

defined( 'ABSPATH' ) || exit;

final class Nails_Gift_Card_Checkout {
	/** The WooCommerce session key holding the applied codes, in the order applied. */
	const SESSION_KEY = 'nails_gift_cards';
	/** The order line meta naming the card a fee line is. */
	const FEE_META = '_nails_gift_card_id';
	/** The cart item data keys a gift card line may carry (WooGraphQL `addToCart(extraData:)`). */
	const EXTRA_KEYS = array(
		'recipientName'  => '_nails_gift_card_recipient_name',
		'recipientEmail' => '_nails_gift_card_recipient_email',
		'senderName'     => '_nails_gift_card_sender_name',
		'message'        => '_nails_gift_card_message',
	);

	/** What the last total calculation of each cart gave each applied card. */
	private static array $applied = array();
	/** Spends taken for the order being created (before it has an id). */
	private static array $pending = array();

	public static function register(): void {
		add_filter( 'woocommerce_calculated_total', array( self::class, 'apply_to_total' ), 1000, 2 );
		add_action( 'woocommerce_checkout_create_order', array( self::class, 'pay_order' ), 20, 2 );
		add_action( 'woocommerce_checkout_order_created', array( self::class, 'record_spends' ) );
		add_action( 'woocommerce_checkout_order_exception', array( self::class, 'give_back_pending' ) );
		add_action( 'woocommerce_checkout_create_order_line_item', array( self::class, 'keep_recipient' ), 10, 4 );
		add_filter( 'woocommerce_cod_process_payment_order_status', array( self::class, 'cod_waits_for_payment' ), 10, 2 );
		add_action( 'woocommerce_order_status_changed', array( self::class, 'status_changed' ), 10, 4 );
	}

	// -------------------------------------------------------------- the session's codes

	public static function codes(): array {
		$codes = WC()->session ? WC()->session->get( self::SESSION_KEY, array() ) : array();
		return is_array( $codes ) ? array_values( $codes ) : array();
	}

	public static function set_codes( array $codes ): void {
		WC()->session->set( self::SESSION_KEY, array_values( array_unique( $codes ) ) );
	}

	// -------------------------------------------------------------- the cart

	/**
	 * `woocommerce_calculated_total`: what the cards pay comes off the total WooCommerce computed.
	 * Runs late, after any other plugin's changes to the total.
	 */
	public static function apply_to_total( $total, $cart ) {
		$left    = Nails_Money::to_minor( $total );
		$applied = array();
		foreach ( self::codes() as $code ) {
			$card = Nails_Gift_Card_Store::find_usable( $code );
			if ( ! $card ) {
				continue;
			}
			$amount    = max( 0, min( $card->balance, $left ) );
			$left     -= $amount;
			$applied[] = array(
				'card'   => $card,
				'amount' => $amount,
			);
		}
		self::$applied[ spl_object_id( $cart ) ] = $applied;
		return $applied ? Nails_Money::from_minor( $left ) : $total;
	}

	/** The cards applied to a cart, each with what it pays on it (totals calculated now). */
	public static function applied( $cart ): array {
		if ( ! $cart ) {
			return array();
		}
		$cart->calculate_totals();
		return self::$applied[ spl_object_id( $cart ) ] ?? array();
	}

	public static function cart_paid( $cart ): int {
		return array_sum( array_column( self::applied( $cart ), 'amount' ) );
	}

	// -------------------------------------------------------------- placing an order

	/**
	 * `woocommerce_checkout_create_order`, before the order is saved: take each card's part with a
	 * guarded UPDATE and add it as a fee line. A card that can no longer pay what the cart showed
	 * stops the checkout (WooCommerce turns the exception into the checkout's error) with nothing
	 * taken.
	 */
	public static function pay_order( WC_Order $order, $data ): void {
		// WooCommerce resumes an unpaid order of the same cart (WC_Checkout::create_order) and
		// rebuilds its lines: what the cards paid on it the first time goes back before they pay again.
		if ( $order->get_id() ) {
			Nails_Gift_Card_Store::restore_order( $order->get_id() );
		}
		$codes = self::codes();
		if ( ! $codes ) {
			return;
		}
		$applied = self::applied( WC()->cart );
		if ( count( $applied ) !== count( $codes ) ) {
			$known = array_map( static fn( $use ) => $use['card']->code, $applied );
			$gone  = array_values( array_diff( $codes, $known ) );
			/* translators: %s: gift card code */
			throw new Exception( sprintf( __( 'The gift card %s can no longer pay: remove it to continue.', 'nails-companion' ), $gone[0] ?? '' ) );
		}
		self::$pending = array();
		foreach ( $applied as $use ) {
			$card = $use['card'];
			if ( $card->balance <= 0 ) {
				self::give_back_pending();
				/* translators: %s: gift card code */
				throw new Exception( sprintf( __( 'The gift card %s can no longer pay: remove it to continue.', 'nails-companion' ), $card->code ) );
			}
			if ( $use['amount'] <= 0 ) {
				continue;
			}
			if ( ! Nails_Gift_Card_Store::spend( (int) $card->id, $use['amount'] ) ) {
				self::give_back_pending();
				/* translators: %s: gift card code */
				throw new Exception( sprintf( __( 'The balance of gift card %s has changed. Please check your cart and try again.', 'nails-companion' ), $card->code ) );
			}
			$after           = Nails_Gift_Card_Store::find_by_id( (int) $card->id );
			self::$pending[] = array(
				'card_id'       => (int) $card->id,
				'amount'        => $use['amount'],
				'balance_after' => $after ? $after->balance : 0,
			);
			$fee = new WC_Order_Item_Fee();
			$fee->set_props(
				array(
					/* translators: %s: masked gift card code */
					'name'       => sprintf( __( 'Gift card %s', 'nails-companion' ), Nails_Gift_Card_Store::mask( $card->code ) ),
					'tax_class'  => '',
					'tax_status' => 'none',
					'amount'     => -Nails_Money::from_minor( $use['amount'] ),
					'total'      => -Nails_Money::from_minor( $use['amount'] ),
					'total_tax'  => 0,
					'taxes'      => array( 'total' => array() ),
				)
			);
			$fee->add_meta_data( self::FEE_META, (int) $card->id, true );
			$order->add_item( $fee );
		}
		// Cards that pay everything leave nothing for a payment method (the embedded back end's "gift_card").
		if ( Nails_Money::to_minor( $order->get_total( 'edit' ) ) <= 0 && self::$pending ) {
			$order->set_payment_method( 'gift_card' );
			$order->set_payment_method_title( __( 'Gift card', 'nails-companion' ) );
		}
	}

	/** `woocommerce_checkout_order_created`: the spends, now that the order has its id. */
	public static function record_spends( WC_Order $order ): void {
		foreach ( self::$pending as $spend ) {
			Nails_Gift_Card_Store::record_redemption( $spend['card_id'], $order->get_id(), $spend['amount'], $spend['balance_after'] );
		}
		if ( self::$pending ) {
			self::set_codes( array() );
		}
		self::$pending = array();
	}

	/** The order could not be written after the cards paid: their balance goes back. */
	public static function give_back_pending(): void {
		foreach ( self::$pending as $spend ) {
			Nails_Gift_Card_Store::refill( $spend['card_id'], $spend['amount'] );
		}
		self::$pending = array();
	}

	/** Who a gift card line is for, kept on the order line for when the card is issued. */
	public static function keep_recipient( $item, $cart_item_key, $values, $order ): void {
		foreach ( self::EXTRA_KEYS as $key => $meta ) {
			if ( isset( $values[ $key ] ) && is_scalar( $values[ $key ] ) && '' !== trim( (string) $values[ $key ] ) ) {
				$value = 'message' === $key ? sanitize_textarea_field( (string) $values[ $key ] ) : sanitize_text_field( (string) $values[ $key ] );
				$item->add_meta_data( $meta, $value, true );
			}
		}
	}

	// -------------------------------------------------------------- gift card products

	/** A gift card product: in the gift card category (the embedded back end's mark), or flagged with the meta. */
	public static function is_gift_card_product( $product ): bool {
		$product = $product instanceof WC_Product ? $product : wc_get_product( $product );
		if ( ! $product ) {
			return false;
		}
		$id       = $product->get_parent_id() ? $product->get_parent_id() : $product->get_id();
		$category = (string) get_option( 'nails_companion_gift_card_category', 'gift-cards' );
		$is       = has_term( $category, 'product_cat', $id ) || 'yes' === get_post_meta( $id, '_nails_gift_card', true );
		return (bool) apply_filters( 'nails_companion_is_gift_card_product', $is, $product );
	}

	public static function order_buys_gift_cards( WC_Order $order ): bool {
		foreach ( $order->get_items() as $item ) {
			if ( $item instanceof WC_Order_Item_Product && self::is_gift_card_product( $item->get_variation_id() ? $item->get_variation_id() : $item->get_product_id() ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Cash on delivery marks an order processing (WooCommerce's "paid") at once; an order buying a
	 * gift card waits on hold instead, as WooCommerce already does for downloads, until the shop
	 * marks it paid: nothing of value is handed over before payment.
	 */
	public static function cod_waits_for_payment( $status, $order ) {
		return $order instanceof WC_Order && self::order_buys_gift_cards( $order ) ? 'on-hold' : $status;
	}

	// -------------------------------------------------------------- order status

	public static function status_changed( $order_id, $from, $to, $order ): void {
		if ( ! $order instanceof WC_Order ) {
			$order = wc_get_order( $order_id );
		}
		if ( ! $order ) {
			return;
		}
		if ( in_array( $to, wc_get_is_paid_statuses(), true ) ) {
			self::issue_cards( $order );
		} elseif ( in_array( $to, array( 'cancelled', 'failed' ), true ) ) {
			$restored = Nails_Gift_Card_Store::restore_order( $order->get_id() );
			if ( $restored > 0 ) {
				/* translators: %s: amount */
				$order->add_order_note( sprintf( __( 'Gift card balance given back: %s.', 'nails-companion' ), Nails_Money::text( $restored ) ) );
			}
		}
	}

	/** One card per unit of each gift card line, worth its price, once; each mailed to its recipient. */
	public static function issue_cards( WC_Order $order ): void {
		foreach ( $order->get_items() as $item ) {
			if ( ! $item instanceof WC_Order_Item_Product ) {
				continue;
			}
			$product_id = $item->get_variation_id() ? $item->get_variation_id() : $item->get_product_id();
			if ( ! self::is_gift_card_product( $product_id ) ) {
				continue;
			}
			$quantity = max( 1, (int) $item->get_quantity() );
			// The price the buyer was charged per unit before coupons, VAT included (a card is worth its price).
			$unit_amount = (int) round( Nails_Money::to_minor( (float) $item->get_subtotal() + (float) $item->get_subtotal_tax() ) / $quantity );
			$recipient   = (string) $item->get_meta( self::EXTRA_KEYS['recipientEmail'] );
			for ( $unit = 0; $unit < $quantity; $unit++ ) {
				$card = Nails_Gift_Card_Store::issue(
					array(
						'amount'          => $unit_amount,
						'recipient_email' => is_email( $recipient ) ? $recipient : $order->get_billing_email(),
						'recipient_name'  => (string) $item->get_meta( self::EXTRA_KEYS['recipientName'] ),
						'sender_name'     => (string) ( $item->get_meta( self::EXTRA_KEYS['senderName'] ) ?: $order->get_billing_first_name() ),
						'message'         => (string) $item->get_meta( self::EXTRA_KEYS['message'] ),
						'order_id'        => $order->get_id(),
						'order_item_id'   => $item->get_id(),
						'unit'            => $unit,
						'product_id'      => $product_id,
					)
				);
				if ( $card ) {
					Nails_Gift_Card_Mail::send( $card );
					/* translators: 1: amount, 2: masked code, 3: email */
					$order->add_order_note( sprintf( __( 'Gift card %2$s worth %1$s issued and mailed to %3$s.', 'nails-companion' ), Nails_Money::text( $card->amount ), Nails_Gift_Card_Store::mask( $card->code ), $card->recipient_email ) );
				}
			}
		}
	}
}
