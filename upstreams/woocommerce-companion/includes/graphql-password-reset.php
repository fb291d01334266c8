<?php
/**
 * The `password-reset-key-status` capability (schema/commerce-extensions/password-reset-key-status.graphql):
 * what WordPress's check_password_reset_key() says of a mailed reset key, without using it, so a
 * reset page can say a link is used or expired before the shopper types a new password. An unknown
 * login answers INVALID like a wrong key, so it reveals no account. Rate limits are the gateway's.
 */

defined( 'ABSPATH' ) || exit;

final class Nails_GraphQL_Password_Reset {
	public static function register(): void {
		register_graphql_enum_type(
			'PasswordResetKeyStatusEnum',
			array(
				'description' => 'What check_password_reset_key() says of a mailed reset key.',
				'values'      => array(
					'VALID'   => array(
						'value'       => 'VALID',
						'description' => 'Unused, unexpired and issued for this login: resetUserPassword will accept it.',
					),
					'INVALID' => array(
						'value'       => 'INVALID',
						'description' => 'Unknown, already used, or issued for another login.',
					),
					'EXPIRED' => array(
						'value'       => 'EXPIRED',
						'description' => 'Issued for this login and unused, but past its lifetime.',
					),
				),
			)
		);
		register_graphql_field(
			'RootQuery',
			'passwordResetKeyStatus',
			array(
				// Nullable, as schema/commerce-extensions/password-reset-key-status.graphql writes it.
				'type'        => 'PasswordResetKeyStatusEnum',
				'description' => 'Checks a mailed password reset key without using it (read-only; the key stays usable).',
				'args'        => array(
					'key'   => array( 'type' => array( 'non_null' => 'String' ) ),
					'login' => array( 'type' => array( 'non_null' => 'String' ) ),
				),
				'resolve'     => static function ( $root, array $args ) {
					$result = check_password_reset_key( $args['key'], $args['login'] );
					if ( ! is_wp_error( $result ) ) {
						return 'VALID';
					}
					return 'expired_key' === $result->get_error_code() ? 'EXPIRED' : 'INVALID';
				},
			)
		);
	}
}
