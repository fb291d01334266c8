// No admin panel: the suite talks to the REST API only, and building the panel would take minutes.
module.exports = ({ env }) => ({
  serveAdminPanel: false,
  auth: { secret: env('ADMIN_JWT_SECRET', 'conformance-admin-jwt-secret') },
  apiToken: { salt: env('API_TOKEN_SALT', 'conformance-api-token-salt') },
  transfer: { token: { salt: env('TRANSFER_TOKEN_SALT', 'conformance-transfer-token-salt') } },
  secrets: { encryptionKey: env('ENCRYPTION_KEY', 'conformance-encryption-key') },
});
