/**
 * ESLint rule `features/no-cycle`: a feature folder (`web/src/features/<name>/`) may use another
 * only when that one does not use it back, directly or through other features (web README "Rules
 * of this folder"). `import-x/no-cycle` sees cycles between files; two features can depend on
 * each other through different files with no file cycle at all (the cart's view using a checkout
 * helper while checkout uses the cart's state), which is the coupling that makes a feature
 * impossible to read, test or move on its own.
 *
 * The graph is built from the source, once per lint run: runtime imports and re-exports only
 * (`import type` is erased at build time and creates no load order). Written by hand: the import
 * plugins report module cycles, not cycles between folders, and this needs only a folder's
 * static imports.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';

const runtimeImport = /(?:^|\n)\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]/g;
const testFile = /\.test\.tsx?$|[/\\]test[/\\]/;

/** The feature a file belongs to, or undefined outside `features/`. */
export function featureOf(featuresRoot, file) {
  const base = resolve(featuresRoot) + sep;
  const path = resolve(file);
  if (!path.startsWith(base)) return undefined;
  const [feature, ...rest] = path.slice(base.length).split(sep);
  return rest.length > 0 ? feature : undefined;
}

/** The relative runtime import specifiers in a module's source. */
export function runtimeImports(source) {
  return [...source.matchAll(runtimeImport)].map((match) => match[1]);
}

function sourceFiles(folder) {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !testFile.test(file));
}

/** Feature → the features its non-test modules import at runtime. */
export function featureGraph(featuresRoot) {
  const graph = new Map();
  for (const file of sourceFiles(featuresRoot)) {
    const from = featureOf(featuresRoot, file);
    if (!from) continue;
    const edges = graph.get(from) ?? new Set();
    graph.set(from, edges);
    for (const specifier of runtimeImports(readFileSync(file, 'utf8'))) {
      const to = featureOf(featuresRoot, resolve(dirname(file), specifier));
      if (to && to !== from) edges.add(to);
    }
  }
  return graph;
}

/** Whether `to` reaches `from` in the graph: an import from `from` into `to` closes a cycle. */
export function closesCycle(graph, from, to) {
  const seen = new Set([to]);
  const queue = [to];
  while (queue.length > 0) {
    const feature = queue.shift();
    for (const next of graph.get(feature) ?? []) {
      if (next === from) return true;
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return false;
}

const graphs = new Map();

/** @type {import('eslint').Rule.RuleModule} */
export const noFeatureCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'a feature folder imports no feature that depends on it' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
    messages: {
      cycle:
        "features '{{from}}' and '{{to}}' depend on each other: move what both need to a shared home (web/src/lib, web/src/relay) or invert the dependency",
    },
  },
  create(context) {
    const root = resolve(context.cwd, context.options[0]?.root ?? 'web/src/features');
    const from = featureOf(root, context.filename);
    if (!from || testFile.test(context.filename)) return {};
    if (!graphs.has(root)) graphs.set(root, featureGraph(root));
    const graph = graphs.get(root);
    const check = (node) => {
      if (!node.source || node.importKind === 'type' || node.exportKind === 'type') return;
      const specifier = String(node.source.value);
      if (!specifier.startsWith('.')) return;
      const to = featureOf(root, resolve(dirname(context.filename), specifier));
      if (to && to !== from && closesCycle(graph, from, to))
        context.report({ node, messageId: 'cycle', data: { from, to } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

export default { rules: { 'no-cycle': noFeatureCycle } };
