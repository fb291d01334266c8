/**
 * The metric names a PromQL expression reads. Not a PromQL parser: it removes what cannot be a
 * metric name (strings, label matchers, ranges, grouping clauses, function calls, keywords,
 * numbers) and returns the identifiers left, which is enough for our dashboards and alerts.
 */
const keywords = new Set([
  'by',
  'without',
  'on',
  'ignoring',
  'group_left',
  'group_right',
  'offset',
  'bool',
  'and',
  'or',
  'unless',
  'inf',
  'nan',
]);

export function metricNames(expr: string): string[] {
  const stripped = expr
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ')
    .replace(/\boffset\s+\S+/g, ' ');
  const names = new Set<string>();
  for (const match of stripped.matchAll(/[A-Za-z_:$][A-Za-z0-9_:]*/g)) {
    const name = match[0];
    const after = stripped.slice(match.index + name.length);
    if (/^\s*\(/.test(after)) continue; // a function call
    if (keywords.has(name.toLowerCase()) || name.startsWith('$')) continue;
    names.add(name);
  }
  return [...names];
}

/** A histogram's series (`_bucket`, `_sum`, `_count`) count as the histogram's name. */
export function isExported(name: string, exported: Set<string>): boolean {
  return exported.has(name) || exported.has(name.replace(/_(bucket|sum|count)$/, ''));
}
