import type { Event, ReadEvent } from '@event-driven-io/emmett';
import { pongoSingleStreamProjection } from '@event-driven-io/emmett-postgresql';
import { collections } from './read-models.ts';

/**
 * Catalogue changes (stream `catalogue-<resource>`).
 * Its events, the read model as a pure fold of its stream (`evolve(state, event) -> state`) and
 * the projection that stores it next to the log: the same fold feeds the inline projection and
 * a rebuild, so both give identical documents (events README).
 */

export type CatalogueChanged = Event<
  'CatalogueChanged',
  { topic: string; resource: string; resourceId?: number; slug?: string; changedAt: string }
>;

export type CatalogueDoc = {
  resource: string;
  topic: string;
  resourceId?: number;
  slug?: string;
  changes: number;
  lastChangedAt: string;
};

export function evolveCatalogue(doc: CatalogueDoc | null, event: ReadEvent<CatalogueChanged>): CatalogueDoc {
  const { resource, topic, resourceId, slug, changedAt } = event.data;
  return { resource, topic, resourceId, slug, changes: (doc?.changes ?? 0) + 1, lastChangedAt: changedAt };
}

export const catalogueProjection = pongoSingleStreamProjection<CatalogueDoc, CatalogueChanged>({
  collectionName: collections.catalogue,
  canHandle: ['CatalogueChanged'],
  evolve: evolveCatalogue,
});

export const catalogueStream = (resource: string): string => `catalogue-${resource}`;
