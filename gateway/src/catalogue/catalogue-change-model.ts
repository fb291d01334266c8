import type { ReadEvent } from '@event-driven-io/emmett';
import { pongoSingleStreamProjection } from '@event-driven-io/emmett-postgresql';
import { readModel, tablesMadeAtOpen } from '../events/read-models.ts';
import {
  evolveCatalogueChange,
  type CatalogueChangeEvent,
  type CatalogueChangeState,
} from './catalogue-change-decider.ts';

/**
 * The catalogue change log's read model: one document per resource, the decider's state. The
 * inline projection and a rebuild fold the log through the decider's `evolve`.
 */
export type CatalogueDoc = NonNullable<CatalogueChangeState>;

export const catalogueChangeCollection = 'catalogue_changes';

export const evolveCatalogueDoc = (
  doc: CatalogueDoc | null,
  event: ReadEvent<CatalogueChangeEvent>,
): CatalogueDoc => evolveCatalogueChange(doc, event);

export const catalogueChangeReadModel = readModel(
  catalogueChangeCollection,
  pongoSingleStreamProjection<CatalogueDoc, CatalogueChangeEvent>({
    collectionName: catalogueChangeCollection,
    collectionOptions: tablesMadeAtOpen(),
    canHandle: ['CatalogueChanged'],
    evolve: evolveCatalogueDoc,
  }),
);

export const catalogueStream = (resource: string): string => `catalogue-${resource}`;
