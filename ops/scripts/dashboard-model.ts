/**
 * A compact description of a Grafana dashboard and its expansion into Grafana's JSON model, so
 * the five dashboards stay readable as code and consistent (grid, datasource, units).
 */

export interface PanelSpec {
  title: string;
  type?: 'timeseries' | 'stat' | 'bargauge' | 'state-timeline';
  unit?: string;
  description?: string;
  /** PromQL expression and the legend of each series. */
  queries: { expr: string; legend?: string }[];
  /** Grid width out of 24; panels flow left to right, 8 high. */
  width?: number;
  /** Value mappings for state panels (e.g. breaker states). */
  mappings?: { value: number; text: string; color: string }[];
}

export interface DashboardSpec {
  uid: string;
  title: string;
  description: string;
  tags: string[];
  /** Template variables backed by label values of a metric. */
  variables?: { name: string; label: string; metric: string; labelName: string }[];
  panels: PanelSpec[];
}

const datasource = { type: 'prometheus', uid: 'prometheus' };

export function toGrafana(spec: DashboardSpec): Record<string, unknown> {
  let x = 0;
  let y = 0;
  const panels = spec.panels.map((panel, index) => {
    const w = panel.width ?? 12;
    if (x + w > 24) {
      x = 0;
      y += 8;
    }
    const gridPos = { x, y, w, h: 8 };
    x += w;
    return {
      id: index + 1,
      type: panel.type ?? 'timeseries',
      title: panel.title,
      description: panel.description ?? '',
      datasource,
      gridPos,
      fieldConfig: {
        defaults: {
          unit: panel.unit ?? 'short',
          mappings: (panel.mappings ?? []).map((mapping) => ({
            type: 'value',
            options: { [String(mapping.value)]: { text: mapping.text, color: mapping.color } },
          })),
        },
        overrides: [],
      },
      options: { legend: { displayMode: 'table', placement: 'bottom', calcs: ['lastNotNull', 'max'] } },
      targets: panel.queries.map((query, queryIndex) => ({
        refId: String.fromCharCode(65 + queryIndex),
        datasource,
        expr: query.expr,
        legendFormat: query.legend ?? '',
      })),
    };
  });
  return {
    uid: spec.uid,
    title: spec.title,
    description: spec.description,
    tags: spec.tags,
    timezone: 'browser',
    schemaVersion: 39,
    version: 1,
    editable: true,
    refresh: '30s',
    time: { from: 'now-6h', to: 'now' },
    templating: {
      list: (spec.variables ?? []).map((variable) => ({
        name: variable.name,
        label: variable.label,
        type: 'query',
        datasource,
        query: { query: `label_values(${variable.metric}, ${variable.labelName})`, refId: 'variable' },
        definition: `label_values(${variable.metric}, ${variable.labelName})`,
        includeAll: true,
        multi: true,
        allValue: '.*',
        current: { text: 'All', value: '$__all' },
        refresh: 2,
      })),
    },
    annotations: { list: [] },
    panels,
  };
}
