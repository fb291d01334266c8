import type { SchemaExtension } from './create-schema.ts';

/**
 * Schema parts owned by others, merged in beside the gateway's own fields. The events engineer's
 * wishlist, newsletter, purchase feed and checkout fields join here once
 * `src/events/graphql.ts` exports `eventsTypeDefs` and `createEventsResolvers`.
 */
export async function schemaExtensions(): Promise<SchemaExtension[]> {
  return [];
}
