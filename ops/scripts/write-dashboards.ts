// `npm run dashboards -w ops`: writes grafana/dashboards/<uid>.json from scripts/dashboards.ts.
import { writeFileSync } from 'node:fs';
import { renderDashboards } from './render.ts';

for (const [file, json] of await renderDashboards()) {
  writeFileSync(file, json);
  console.log(`wrote ${file}`);
}
