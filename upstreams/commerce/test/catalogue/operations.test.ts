import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadCommerceSdl } from '../../src/graphql/schema.ts';
import { operationsDir } from '../support/catalogue/harness.ts';

// Every behaviour §7 document the storefront sends (catalogue and shop) must be valid in
// schema/commerce.graphql, the schema the gateway stitches: a field missing from the SDL would
// break the shop at runtime.
const schema = buildSchema(loadCommerceSdl());
const folders = [operationsDir, path.join(operationsDir, '..', 'shop', 'operations')];
const documents = folders.flatMap((folder) =>
  readdirSync(folder)
    .filter((file) => file.endsWith('.graphql'))
    .map((file) => ({ file, text: readFileSync(path.join(folder, file), 'utf8') })),
);

describe('operation documents', () => {
  it('include every commerce call of behaviour §7', () => {
    const names = documents.map((document) => document.file.replace('.graphql', ''));
    const spec = [
      'getCategoryWithChildren',
      'getProductCategories',
      'getProducts',
      'getProduct',
      'getStockStatus',
      'getAllTerms',
      'getAllowedCountries',
      'getStates',
      'getCart',
      'getStripePaymentIntent',
      'getOrders',
      'getOrder',
      'getDownloads',
      'addToCart',
      'UpDateCartQuantity',
      'EmptyCart',
      'applyCoupon',
      'removeCoupons',
      'ChangeShippingMethod',
      'ChangeShippingCounty',
      'Checkout',
      'login',
      'loginWithProvider',
      'logout',
      'registerCustomer',
      'ResetPasswordEmail',
      'ResetPasswordKey',
      'updatePassword',
      'UpdateCustomer',
      'WriteReview',
    ];
    for (const name of spec) {
      expect(names).toContain(name);
    }
  });

  it.each(documents.map((document) => [document.file, document.text]))(
    '%s is valid against schema/commerce.graphql',
    (_file, text) => {
      const errors = validate(schema, parse(text));
      expect(errors.map((error) => error.message)).toEqual([]);
    },
  );
});
