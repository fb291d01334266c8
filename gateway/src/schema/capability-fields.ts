import type { IResolvers } from '@graphql-tools/utils';
import type { CommerceCapabilities } from '../upstreams/commerce-capabilities.ts';
import { loadCapabilityDefinitions } from '../upstreams/commerce-capabilities.ts';
import { commerceExtensionsDir } from './schema-files.ts';

/** `gift-cards` → `giftCards`: the browser's name for a capability. */
export const capabilityField = (id: string): string =>
  id.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());

/**
 * `storeSettings.capabilities`: which optional commerce capabilities this shop's back end offers,
 * so the storefront shows no control for one it lacks (gateway README "Optional capabilities").
 * The fields are the extension files' ids, so the printed schema follows `schema/commerce-extensions/`.
 */
export function capabilityFields(capabilities: CommerceCapabilities | undefined): {
  typeDefs: string;
  resolvers: IResolvers;
} {
  const ids = loadCapabilityDefinitions(commerceExtensionsDir).map((definition) => definition.id);
  const fields = ids.map((id) => `  ${capabilityField(id)}: Boolean!`).join('\n');
  const typeDefs = `
  """
  Optional commerce capabilities (schema/commerce-extensions/): true when this shop's back end offers it.
  """
  type CommerceCapabilities {
    ${fields || '  none: Boolean!'}
  }
  extend type StoreSettings {
    capabilities: CommerceCapabilities!
  }
`;
  return {
    typeDefs,
    resolvers: {
      StoreSettings: {
        capabilities: async () => {
          // Without a detector (tests of the core dialect) every field is sent, so all are on.
          const on = capabilities ? (await capabilities.ready()).on : new Set(ids);
          return Object.fromEntries([['none', false], ...ids.map((id) => [capabilityField(id), on.has(id)])]);
        },
      },
    },
  };
}
