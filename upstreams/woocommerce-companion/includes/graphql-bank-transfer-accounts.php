<?php
/**
 * The `bank-transfer-accounts` capability (schema/commerce-extensions/bank-transfer-accounts.graphql):
 * the shop's accounts for a bank transfer order, from the `woocommerce_bacs_accounts` option that
 * WooCommerce's BACS gateway keeps ("Account details") and prints on its thank-you page and in its
 * mails (WC_Gateway_BACS::bank_details). WooGraphQL does not expose the option. Only an order paid by
 * `bacs` has them, as only its thank-you page shows them; who may read the order is WooGraphQL's.
 */

defined( 'ABSPATH' ) || exit;

final class Nails_GraphQL_Bank_Transfer_Accounts {
	/** GraphQL field => the option row's key (WC_Gateway_BACS's account fields). */
	private const FIELDS = array(
		'accountName'   => 'account_name',
		'accountNumber' => 'account_number',
		'bankName'      => 'bank_name',
		'sortCode'      => 'sort_code',
		'iban'          => 'iban',
		'bic'           => 'bic',
	);

	public static function register(): void {
		$fields = array();
		foreach ( self::FIELDS as $field => $key ) {
			$fields[ $field ] = array(
				'type'    => 'String',
				'resolve' => static fn( array $account ) => self::text( $account[ $key ] ?? null ),
			);
		}
		register_graphql_object_type(
			'BankTransferAccount',
			array(
				'description' => "One of the shop's accounts for bank transfers, as WooCommerce's BACS settings hold it.",
				'fields'      => $fields,
			)
		);
		register_graphql_field(
			'Order',
			'bankTransferAccounts',
			array(
				'type'        => array( 'list_of' => array( 'non_null' => 'BankTransferAccount' ) ),
				'description' => "The shop's accounts to transfer this order's total to: the BACS accounts when the order is paid by bank transfer, empty otherwise.",
				'resolve'     => static fn( $order ) => 'bacs' === self::payment_method( $order ) ? self::accounts() : array(),
			)
		);
	}

	/** The option's rows that hold anything, as WC_Gateway_BACS skips empty ones. */
	private static function accounts(): array {
		$rows = get_option( 'woocommerce_bacs_accounts', array() );
		if ( ! is_array( $rows ) ) {
			return array();
		}
		return array_values(
			array_filter(
				$rows,
				static fn( $row ) => is_array( $row ) && array_filter( array_map( array( self::class, 'text' ), array_intersect_key( $row, array_flip( self::FIELDS ) ) ) )
			)
		);
	}

	private static function payment_method( $order ): string {
		$id    = $order instanceof WC_Abstract_Order ? $order->get_id() : (int) ( $order->databaseId ?? 0 );
		$found = $id ? wc_get_order( $id ) : false;
		return $found ? (string) $found->get_payment_method() : '';
	}

	private static function text( $value ): ?string {
		return is_string( $value ) && '' !== trim( $value ) ? trim( $value ) : null;
	}
}
