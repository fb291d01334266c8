/**
 * The Grafana dashboards without Grafana (it has no Debian or npm package, and these machines run
 * no Docker): every panel's query as a link into a local Prometheus's own graph page, one HTML
 * page per run of `npm run ops:local`. Read from scripts/dashboards.ts, the dashboards' source, so
 * the page lists exactly what Grafana would draw.
 *
 * Grafana's variables become what Prometheus understands: `$__rate_interval` a fixed window,
 * `$__range` the page's range, a dashboard variable (`$operation`) "every value" (`.*`).
 */
import type { DashboardSpec } from './dashboard-model.ts';

export interface LinkOptions {
  /** The Prometheus the links open, e.g. http://127.0.0.1:42690. */
  prometheusUrl: string;
  /** Graph range, as Prometheus writes it: 15m, 1h, 6h … */
  range?: string;
  rateInterval?: string;
}

/** A panel query Prometheus can run as it is. */
export function prometheusExpr(
  expr: string,
  options: Pick<LinkOptions, 'range' | 'rateInterval'> = {},
): string {
  return expr
    .replaceAll('$__rate_interval', options.rateInterval ?? '1m')
    .replaceAll('$__range', options.range ?? '1h')
    .replace(/\$\{?[A-Za-z_][A-Za-z0-9_]*\}?/g, '.*');
}

/** Prometheus's graph page for `expr` over `range`, as a graph (tab 0). */
export function graphLink(expr: string, options: LinkOptions): string {
  const params = new URLSearchParams({
    'g0.expr': expr,
    'g0.tab': '0',
    'g0.range_input': options.range ?? '1h',
  });
  return `${options.prometheusUrl.replace(/\/$/, '')}/graph?${params}`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** One page: a section per dashboard, a link per panel query, and where alerts and targets are. */
export function dashboardPage(dashboards: DashboardSpec[], options: LinkOptions): string {
  const base = options.prometheusUrl.replace(/\/$/, '');
  const sections = dashboards.map((dashboard) => {
    const panels = dashboard.panels.map((panel) => {
      const queries = panel.queries.map((query) => {
        const expr = prometheusExpr(query.expr, options);
        return `<li><a href="${escapeHtml(graphLink(expr, options))}">${escapeHtml(query.legend ?? panel.title)}</a><pre>${escapeHtml(expr)}</pre></li>`;
      });
      return `<h3>${escapeHtml(panel.title)}</h3>${panel.description ? `<p>${escapeHtml(panel.description)}</p>` : ''}<ul>${queries.join('')}</ul>`;
    });
    return `<section><h2>${escapeHtml(dashboard.title)}</h2><p>${escapeHtml(dashboard.description)}</p>${panels.join('')}</section>`;
  });
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Nails dashboards on a local Prometheus</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}pre{white-space:pre-wrap;background:#f4f4f4;padding:.4rem;font-size:12px}section{border-top:1px solid #ccc;margin-top:2rem}</style>
</head>
<body>
<h1>Nails dashboards on a local Prometheus</h1>
<p>Each link opens a Grafana panel's query in Prometheus's graph page (<code>${escapeHtml(base)}</code>).
Alerts: <a href="${escapeHtml(base)}/alerts">${escapeHtml(base)}/alerts</a>.
Targets: <a href="${escapeHtml(base)}/targets">${escapeHtml(base)}/targets</a>.</p>
${sections.join('\n')}
</body>
</html>
`;
}
