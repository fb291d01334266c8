import { DeciderSpecification } from '@event-driven-io/emmett';
import { describe, expect, it } from 'vitest';
import {
  catalogueChangeDecider,
  evolveCatalogueChange,
  initialCatalogueChangeState,
  type CatalogueChangeEvent,
} from '../../src/catalogue/catalogue-change-decider.ts';

const given = DeciderSpecification.for(catalogueChangeDecider);
const change = (topic: string, changedAt: string): CatalogueChangeEvent => ({
  type: 'CatalogueChanged',
  data: { topic, resource: 'product', resourceId: 31, slug: 'ruby-almond', changedAt },
});

describe('catalogue change decider', () => {
  it('records every change, whatever came before', () => {
    given([])
      .when({ type: 'RecordCatalogueChange', data: change('product.created', 't1').data })
      .then([change('product.created', 't1')]);
    given([change('product.created', 't1')])
      .when({ type: 'RecordCatalogueChange', data: change('product.created', 't2').data })
      .then([change('product.created', 't2')]);
  });

  it('counts the changes and keeps the last topic and time', () =>
    expect(
      [change('product.updated', 't1'), change('product.deleted', 't2')].reduce(
        evolveCatalogueChange,
        initialCatalogueChangeState(),
      ),
    ).toEqual({
      resource: 'product',
      topic: 'product.deleted',
      resourceId: 31,
      slug: 'ruby-almond',
      changes: 2,
      lastChangedAt: 't2',
    }));
});
