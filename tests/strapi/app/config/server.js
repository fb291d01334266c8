// The conformance suite's Strapi: host, port and keys come from the suite (tests/strapi/strapi-process.ts).
module.exports = ({ env }) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  app: { keys: env.array('APP_KEYS', ['conformance-key-a', 'conformance-key-b']) },
  // No update check against the npm registry at every start.
  logger: { updates: { enabled: false } },
});
