<?php
/**
 * Gift cards in two tables of their own: the cards (code, amount, balance, who it is for, which
 * order line bought it) and what each order took from each card. Balances are integer minor units,
 * spent with one guarded UPDATE (`balance >= amount`), so two checkouts cannot both spend the last
 * euro of a card.
 */

defined( 'ABSPATH' ) || exit;

final class Nails_Gift_Card_Store {
	const DB_VERSION = '1';
	/** Codes are 16 characters without look-alikes (no 0/O, 1/I/L), in groups of 4, as the embedded back end issues them. */
	const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

	public static function cards_table(): string {
		global $wpdb;
		return $wpdb->prefix . 'nails_gift_cards';
	}

	public static function redemptions_table(): string {
		global $wpdb;
		return $wpdb->prefix . 'nails_gift_card_redemptions';
	}

	public static function install(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$charset = $wpdb->get_charset_collate();
		$cards   = self::cards_table();
		$uses    = self::redemptions_table();
		dbDelta(
			"CREATE TABLE {$cards} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  code varchar(19) NOT NULL,
  amount bigint(20) NOT NULL,
  balance bigint(20) NOT NULL,
  recipient_email varchar(200) NOT NULL DEFAULT '',
  recipient_name varchar(200) NOT NULL DEFAULT '',
  sender_name varchar(200) NOT NULL DEFAULT '',
  message text NOT NULL,
  order_id bigint(20) unsigned DEFAULT NULL,
  order_item_id bigint(20) unsigned DEFAULT NULL,
  unit smallint(5) unsigned NOT NULL DEFAULT 0,
  product_id bigint(20) unsigned DEFAULT NULL,
  created_at datetime NOT NULL,
  expires_at datetime DEFAULT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY code (code),
  UNIQUE KEY order_item_unit (order_item_id,unit),
  KEY order_id (order_id)
) {$charset};
CREATE TABLE {$uses} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  gift_card_id bigint(20) unsigned NOT NULL,
  order_id bigint(20) unsigned NOT NULL,
  amount bigint(20) NOT NULL,
  balance_after bigint(20) NOT NULL,
  created_at datetime NOT NULL,
  restored_at datetime DEFAULT NULL,
  PRIMARY KEY  (id),
  KEY order_id (order_id),
  KEY gift_card_id (gift_card_id)
) {$charset};"
		);
		update_option( 'nails_companion_db_version', self::DB_VERSION, false );
	}

	public static function maybe_install(): void {
		if ( get_option( 'nails_companion_db_version' ) !== self::DB_VERSION ) {
			self::install();
		}
	}

	/** "abcd efgh-jkmn pqrs" → "ABCD-EFGH-JKMN-PQRS"; null when it cannot be a code. */
	public static function normalize( $input ): ?string {
		$compact = preg_replace( '/[\s-]+/', '', strtoupper( (string) $input ) );
		if ( 16 !== strlen( $compact ) || strspn( $compact, self::ALPHABET ) !== 16 ) {
			return null;
		}
		return implode( '-', str_split( $compact, 4 ) );
	}

	/** "ABCD-EFGH-JKMN-PQRS" → "••••-••••-••••-PQRS": an order never hands out a spendable code. */
	public static function mask( string $code ): string {
		return preg_replace( '/^.{4}-.{4}-.{4}-/', '••••-••••-••••-', $code );
	}

	/** A usable card by its code: unknown, malformed and expired codes are null alike. */
	public static function find_usable( $code ): ?object {
		global $wpdb;
		$normalized = self::normalize( $code );
		if ( null === $normalized ) {
			return null;
		}
		$table = self::cards_table();
		$row   = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE code = %s", $normalized ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		if ( ! $row || ( null !== $row->expires_at && strtotime( $row->expires_at . ' UTC' ) <= time() ) ) {
			return null;
		}
		$row->amount  = (int) $row->amount;
		$row->balance = (int) $row->balance;
		return $row;
	}

	private static function new_code(): string {
		$chars = '';
		$max   = strlen( self::ALPHABET ) - 1;
		for ( $i = 0; $i < 16; $i++ ) {
			$chars .= self::ALPHABET[ random_int( 0, $max ) ];
		}
		return implode( '-', str_split( $chars, 4 ) );
	}

	/**
	 * Issues the card for one unit of an order line, once: the (order line, unit) key is unique,
	 * so a second "paid" transition issues nothing. Returns the new card, or null if it existed.
	 */
	public static function issue( array $card ): ?object {
		global $wpdb;
		$table = self::cards_table();
		$days  = (int) get_option( 'nails_companion_gift_card_validity_days', 365 );
		$now   = time();
		for ( $attempt = 0; $attempt < 5; $attempt++ ) {
			$row    = array(
				'code'            => self::new_code(),
				'amount'          => $card['amount'],
				'balance'         => $card['amount'],
				'recipient_email' => $card['recipient_email'],
				'recipient_name'  => $card['recipient_name'] ?? '',
				'sender_name'     => $card['sender_name'] ?? '',
				'message'         => $card['message'] ?? '',
				'order_id'        => $card['order_id'],
				'order_item_id'   => $card['order_item_id'],
				'unit'            => $card['unit'],
				'product_id'      => $card['product_id'],
				'created_at'      => gmdate( 'Y-m-d H:i:s', $now ),
				'expires_at'      => $days > 0 ? gmdate( 'Y-m-d H:i:s', $now + $days * DAY_IN_SECONDS ) : null,
			);
			$columns = implode( ',', array_keys( $row ) );
			$holders = implode( ',', array_map( static fn( $v ) => null === $v ? 'NULL' : ( is_int( $v ) ? '%d' : '%s' ), $row ) );
			$values  = array_values( array_filter( $row, static fn( $v ) => null !== $v ) );
			// INSERT IGNORE: a clash on (order line, unit) means the card exists; one on the code draws again.
			$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} ({$columns}) VALUES ({$holders})", $values ) ); // phpcs:ignore WordPress.DB.PreparedSQL
			if ( 1 === (int) $wpdb->rows_affected ) {
				return self::find_by_id( (int) $wpdb->insert_id );
			}
			$exists = $wpdb->get_var( $wpdb->prepare( "SELECT id FROM {$table} WHERE order_item_id = %d AND unit = %d", $card['order_item_id'], $card['unit'] ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
			if ( $exists ) {
				return null;
			}
		}
		throw new RuntimeException( 'Could not draw a unique gift card code.' );
	}

	public static function find_by_id( int $id ): ?object {
		global $wpdb;
		$table = self::cards_table();
		$row   = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE id = %d", $id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		if ( $row ) {
			$row->amount  = (int) $row->amount;
			$row->balance = (int) $row->balance;
		}
		return $row ?: null;
	}

	/** Takes `amount` from a card; false when the balance is no longer there. */
	public static function spend( int $card_id, int $amount ): bool {
		global $wpdb;
		if ( $amount <= 0 ) {
			return true;
		}
		$table = self::cards_table();
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET balance = balance - %d WHERE id = %d AND balance >= %d", $amount, $card_id, $amount ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		return 1 === (int) $wpdb->rows_affected;
	}

	public static function refill( int $card_id, int $amount ): void {
		global $wpdb;
		$table = self::cards_table();
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET balance = balance + %d WHERE id = %d", $amount, $card_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}

	public static function record_redemption( int $card_id, int $order_id, int $amount, int $balance_after ): void {
		global $wpdb;
		$wpdb->insert(
			self::redemptions_table(),
			array(
				'gift_card_id'  => $card_id,
				'order_id'      => $order_id,
				'amount'        => $amount,
				'balance_after' => $balance_after,
				'created_at'    => gmdate( 'Y-m-d H:i:s' ),
			),
			array( '%d', '%d', '%d', '%d', '%s' )
		);
	}

	/**
	 * Gives an order's spends back to their cards, once: each redemption is marked restored in a
	 * guarded UPDATE before its amount goes back, so two cancellations cannot refill twice.
	 */
	public static function restore_order( int $order_id ): int {
		global $wpdb;
		$uses     = self::redemptions_table();
		$rows     = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$uses} WHERE order_id = %d AND restored_at IS NULL", $order_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$restored = 0;
		foreach ( $rows as $row ) {
			$wpdb->query( $wpdb->prepare( "UPDATE {$uses} SET restored_at = %s WHERE id = %d AND restored_at IS NULL", gmdate( 'Y-m-d H:i:s' ), $row->id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
			if ( 1 === (int) $wpdb->rows_affected ) {
				self::refill( (int) $row->gift_card_id, (int) $row->amount );
				$restored += (int) $row->amount;
			}
		}
		return $restored;
	}

	/** What paid an order: code, amount and the balance right after, in the order applied. */
	public static function order_redemptions( int $order_id ): array {
		global $wpdb;
		$uses  = self::redemptions_table();
		$cards = self::cards_table();
		return $wpdb->get_results( $wpdb->prepare( "SELECT g.code, r.amount, r.balance_after FROM {$uses} r JOIN {$cards} g ON g.id = r.gift_card_id WHERE r.order_id = %d ORDER BY r.id", $order_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}
}
