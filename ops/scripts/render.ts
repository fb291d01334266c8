import { fileURLToPath } from 'node:url';
import { toGrafana } from './dashboard-model.ts';
import { dashboards } from './dashboards.ts';

export const dashboardsDir = fileURLToPath(new URL('../grafana/dashboards/', import.meta.url));

/** [file path, JSON text] of every dashboard, exactly as committed. */
export function renderDashboards(): [string, string][] {
  return dashboards.map((spec) => [`${dashboardsDir}${spec.uid}.json`, `${JSON.stringify(toGrafana(spec), null, 2)}\n`]);
}
