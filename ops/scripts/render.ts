import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { toGrafana } from './dashboard-model.ts';
import { dashboards } from './dashboards.ts';

export const dashboardsDir = fileURLToPath(new URL('../grafana/dashboards/', import.meta.url));

/** [file path, JSON text] of every dashboard, exactly as committed (formatted like the repo). */
export async function renderDashboards(): Promise<[string, string][]> {
  return Promise.all(
    dashboards.map(async (spec): Promise<[string, string]> => {
      const file = `${dashboardsDir}${spec.uid}.json`;
      const options = (await resolveConfig(file)) ?? {};
      return [file, await format(JSON.stringify(toGrafana(spec)), { ...options, filepath: file })];
    }),
  );
}
