import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The optional commerce capabilities (schema README "Optional capabilities"): what the shop needs
 * beyond the real WooGraphQL core (`commerce.graphql`), one extension SDL file each in
 * `commerce-extensions/`, and which real plugin or companion provides it. A back end offers a
 * capability when its schema has every name that capability's file declares.
 */
export interface CommerceCapability {
  /** Also the file's name without `.graphql`. */
  id: string;
  /** Path relative to this folder. */
  file: string;
  /** Who serves it on a real WooCommerce (the embedded back end serves every one). */
  providedBy: string;
}

export const commerceCapabilities: readonly CommerceCapability[] = [
  {
    id: 'gift-cards',
    file: 'commerce-extensions/gift-cards.graphql',
    providedBy: "the storefront's companion plugin (upstreams/woocommerce-companion)",
  },
  {
    id: 'translations',
    file: 'commerce-extensions/translations.graphql',
    providedBy: 'Polylang with wp-graphql-polylang (valu-digital/wp-graphql-polylang)',
  },
  {
    id: 'order-tracking',
    file: 'commerce-extensions/order-tracking.graphql',
    providedBy: "the storefront's companion plugin (upstreams/woocommerce-companion)",
  },
  {
    id: 'stripe-payment-intents',
    file: 'commerce-extensions/stripe-payment-intents.graphql',
    providedBy: 'WooCommerce Stripe Gateway with the WooNuxt settings plugin (woonuxt-settings)',
  },
  {
    id: 'password-reset-key-status',
    file: 'commerce-extensions/password-reset-key-status.graphql',
    providedBy: "the storefront's companion plugin (upstreams/woocommerce-companion)",
  },
  {
    id: 'session-revocation',
    file: 'commerce-extensions/session-revocation.graphql',
    providedBy:
      'none: Headless Login for WPGraphQL signs out by dropping the tokens (embedded back end only)',
  },
  {
    id: 'bank-transfer-accounts',
    file: 'commerce-extensions/bank-transfer-accounts.graphql',
    providedBy: "the storefront's companion plugin (upstreams/woocommerce-companion)",
  },
  {
    id: 'personal-data-erasure',
    file: 'commerce-extensions/personal-data-erasure.graphql',
    providedBy: "the storefront's companion plugin (upstreams/woocommerce-companion)",
  },
  {
    id: 'newsletter-coupons',
    file: 'commerce-extensions/newsletter-coupons.graphql',
    providedBy: "the storefront's companion plugin (upstreams/woocommerce-companion)",
  },
];

const schemaDir = path.dirname(fileURLToPath(import.meta.url));

/** The real WooGraphQL core the product uses. */
export const commerceCoreFile = path.join(schemaDir, 'commerce.graphql');

/** The absolute path of a capability's extension file. */
export const capabilityFile = (capability: CommerceCapability): string =>
  path.join(schemaDir, capability.file);

/** The SDL of one capability's extension file. */
export const capabilitySdl = (capability: CommerceCapability): string =>
  readFileSync(capabilityFile(capability), 'utf8');

/**
 * The SDL of the core plus the named capabilities (every one when `ids` is omitted), in the list's
 * order. An unknown id is a mistake in a setting or a test, so it throws.
 */
export function loadCommerceSdl(ids?: Iterable<string>): string {
  const wanted = ids === undefined ? undefined : new Set(ids);
  if (wanted) {
    const unknown = [...wanted].filter(
      (id) => !commerceCapabilities.some((capability) => capability.id === id),
    );
    if (unknown.length > 0) throw new Error(`Unknown commerce capability: ${unknown.join(', ')}`);
  }
  const chosen = commerceCapabilities.filter((capability) => !wanted || wanted.has(capability.id));
  return [readFileSync(commerceCoreFile, 'utf8'), ...chosen.map(capabilitySdl)].join('\n');
}
