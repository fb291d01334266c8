import type { Command, Decider, Event } from '@event-driven-io/emmett';

/**
 * Catalogue changes as a decider (stream `catalogue-<resource>`): every signed commerce webhook
 * about a product or category is recorded, so ops and rebuilds can tell which resource changed,
 * how often and when last. Every change is recorded, none is refused. Pure, so the
 * given/when/then specs run without a database; the read model (`catalogue-change-model.ts`)
 * is this same fold.
 */

export type CatalogueChanged = Event<
  'CatalogueChanged',
  { topic: string; resource: string; resourceId?: number; slug?: string; changedAt: string }
>;

export type CatalogueChangeEvent = CatalogueChanged;

/** `topic` is the webhook's (product.updated …), `resource` its kind (product, category …). */
export type RecordCatalogueChange = Command<'RecordCatalogueChange', CatalogueChanged['data']>;

export type CatalogueChangeCommand = RecordCatalogueChange;

export type CatalogueChangeState = {
  resource: string;
  topic: string;
  resourceId?: number;
  slug?: string;
  changes: number;
  lastChangedAt: string;
} | null;

export const initialCatalogueChangeState = (): CatalogueChangeState => null;

export const decideCatalogueChange = (
  command: CatalogueChangeCommand,
  _state: CatalogueChangeState,
): CatalogueChangeEvent[] => [{ type: 'CatalogueChanged', data: command.data }];

export function evolveCatalogueChange(
  state: CatalogueChangeState,
  event: CatalogueChangeEvent,
): NonNullable<CatalogueChangeState> {
  const { resource, topic, resourceId, slug, changedAt } = event.data;
  return { resource, topic, resourceId, slug, changes: (state?.changes ?? 0) + 1, lastChangedAt: changedAt };
}

export const catalogueChangeDecider: Decider<
  CatalogueChangeState,
  CatalogueChangeCommand,
  CatalogueChangeEvent
> = {
  decide: decideCatalogueChange,
  evolve: evolveCatalogueChange,
  initialState: initialCatalogueChangeState,
};
