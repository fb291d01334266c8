/**
 * `npm run profile -w web -- /products`: where a page's load spends the main thread until the
 * app has taken it over, by library and by function (README "Speed on a phone"). Lighthouse's
 * tasks say when the page blocked; this says whose code ran. It loads the page in Chromium at 4x
 * CPU (`PROFILE_RUNS` times, default 4) with V8's sampling profiler on, from the navigation
 * to `<html data-hydrated>` and half a second after, maps each sample through the build's source
 * maps and prints the mean self time per run: by library (a package under node_modules, else the
 * app's file), then the busiest functions. Judge a change by alternating builds on one machine:
 * the figures are 4x CPU on this machine's cores, so only a comparison in one sitting means much.
 * Prints figures; asserts nothing.
 */
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap, type SourceMapping } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '../../tests/e2e/support/browser.ts';
import { startStack } from '../../tests/e2e/support/stack.ts';
import { phoneContext } from './phone.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples?: number[];
  timeDeltas?: number[];
}

const pagePath = process.argv[2] ?? '/products';
const runs = Number(process.env.PROFILE_RUNS ?? 4);
const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');

const sourceMaps = new Map<string, SourceMap | null>();
/** The build's source map of a script the page loaded, if it has one. */
function sourceMapOf(url: string): SourceMap | null {
  const file = path.join(dist, new URL(url).pathname);
  if (!sourceMaps.has(file))
    sourceMaps.set(
      file,
      existsSync(`${file}.map`) ? new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8'))) : null,
    );
  return sourceMaps.get(file) ?? null;
}

/** A package's name for a file under node_modules (`@scope/name` or `name`), else the app's path. */
function libraryOf(source: string): string {
  const inPackage = source.split('node_modules/').at(-1)!;
  if (inPackage === source) {
    // The maps name the app's files relative to dist/assets: `../../src/…` (web), `../../../machines/…`.
    const fromRepo = source.replace(/^(\.\.\/)+/, '');
    return fromRepo.startsWith('src/') ? `web/${fromRepo}` : fromRepo;
  }
  const [first, second] = inPackage.split('/');
  return first!.startsWith('@') ? `${first}/${second}` : first!;
}

/** Where a sample ran: its library and its function, from the source map when the build has one. */
function placeOf({ callFrame }: ProfileNode): { library: string; fn: string } {
  if (!callFrame.url)
    return { library: `(${callFrame.functionName || 'browser'})`, fn: callFrame.functionName };
  // An empty object where the map has no entry for the position.
  const entry: Partial<SourceMapping> | undefined = callFrame.url.startsWith('http')
    ? sourceMapOf(callFrame.url)?.findEntry(callFrame.lineNumber, callFrame.columnNumber)
    : undefined;
  if (!entry?.originalSource) {
    const script = callFrame.url.split('/').at(-1) ?? callFrame.url;
    return { library: script, fn: `${script} ${callFrame.functionName}` };
  }
  const library = libraryOf(entry.originalSource);
  // Node reports the original name too (its types do not list it yet).
  const name = (entry as { name?: string }).name ?? callFrame.functionName;
  return { library, fn: `${library}:${(entry.originalLine ?? 0) + 1} ${name || '(anonymous)'}` };
}

const byLibrary = new Map<string, number>();
const byFunction = new Map<string, number>();
const add = (table: Map<string, number>, key: string, ms: number) =>
  table.set(key, (table.get(key) ?? 0) + ms);

function addProfile(profile: Profile): void {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const deltas = profile.timeDeltas ?? [];
  (profile.samples ?? []).forEach((id, index) => {
    // A sample's time is the gap to the next one.
    const ms = (deltas[index + 1] ?? 0) / 1000 / runs;
    const node = nodes.get(id);
    if (!node || ['(idle)', '(program)'].includes(node.callFrame.functionName)) return;
    const { library, fn } = placeOf(node);
    add(byLibrary, library, ms);
    add(byFunction, fn, ms);
  });
}

const table = (figures: Map<string, number>, rows: number) =>
  [...figures]
    .sort((a, b) => b[1] - a[1])
    .slice(0, rows)
    .map(([name, ms]) => `  ${ms.toFixed(1).padStart(8)} ms  ${name}`)
    .join('\n');

const stack = await startStack();
try {
  const browser = await launchChromium();
  try {
    for (let run = 0; run < runs; run++) {
      const context = await phoneContext(browser, stack.url);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      await page.goto(pagePath);
      // One script waits in the page: Playwright's polling would show in the profile.
      await page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            const root = document.documentElement;
            if (root.hasAttribute('data-hydrated')) return resolve();
            new MutationObserver(() => root.hasAttribute('data-hydrated') && resolve()).observe(root, {
              attributes: true,
            });
          }),
      );
      await page.waitForTimeout(500);
      addProfile((await cdp.send('Profiler.stop')).profile as Profile);
      await context.close();
    }
  } finally {
    await browser.close();
  }
} finally {
  await stack.close();
}

console.log(`${pagePath} at 4x CPU until hydrated: self time per load (mean of ${runs}), by library`);
console.log(table(byLibrary, 25));
console.log('\nthe busiest functions');
console.log(table(byFunction, 30));
