import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dashboardsDir, renderDashboards } from '../scripts/render.ts';

interface Panel {
  title: string;
  datasource?: { uid?: string };
  targets?: { expr?: string }[];
}

const files = readdirSync(dashboardsDir).filter((file) => file.endsWith('.json'));
const dashboards = files.map((file) => ({
  file,
  json: JSON.parse(readFileSync(`${dashboardsDir}${file}`, 'utf8')) as {
    uid: string;
    title: string;
    panels: Panel[];
  },
}));

describe('Grafana dashboards', () => {
  it('are the five the shop is watched with', () => {
    expect(dashboards.map(({ json }) => json.uid).sort()).toEqual(
      ['nails-cache', 'nails-events', 'nails-funnel', 'nails-gateway-red', 'nails-upstreams'].sort(),
    );
  });

  it('are committed exactly as scripts/dashboards.ts generates them (npm run dashboards -w ops)', async () => {
    for (const [file, json] of await renderDashboards()) expect(readFileSync(file, 'utf8'), file).toBe(json);
  });

  // Whether each query returns data from the gateway is checked by a real Prometheus
  // (prometheus-scrape.test.ts); here only that every panel has a Prometheus query.
  it.each(dashboards)('$file: every panel queries Prometheus', ({ json }) => {
    expect(json.panels.length).toBeGreaterThan(0);
    for (const panel of json.panels) {
      expect(panel.datasource?.uid, panel.title).toBe('prometheus');
      expect(panel.targets?.length, panel.title).toBeGreaterThan(0);
      for (const target of panel.targets ?? []) expect(target.expr?.trim(), panel.title).toBeTruthy();
    }
  });

  it('panel ids are unique within each dashboard', () => {
    for (const { json } of dashboards) {
      const ids = json.panels.map((panel) => (panel as Panel & { id: number }).id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});
