/* eslint-disable @typescript-eslint/no-require-imports -- Strapi loads CommonJS */
const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreController('api::privacy-policy.privacy-policy');
