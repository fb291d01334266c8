// Types for the lint rule written as plain JavaScript, so eslint.config.js loads it without a build.
import type { ESLint, Rule } from 'eslint';

export function featureOf(featuresRoot: string, file: string): string | undefined;
export function runtimeImports(source: string): string[];
export function featureGraph(featuresRoot: string): Map<string, Set<string>>;
export function closesCycle(graph: Map<string, Set<string>>, from: string, to: string): boolean;
export const noFeatureCycle: Rule.RuleModule;
declare const plugin: ESLint.Plugin;
export default plugin;
