/**
 * What makes a page's Total Blocking Time in a Lighthouse run (README "Speed on a phone"), read
 * from the run's own audits and trace, so a change is judged by the tasks it removes and not by a
 * noisy score:
 *  - `long-tasks`: the main-thread tasks of 50 ms and more, at their simulated (4x CPU) duration
 *    and start, each with the script it is attributed to;
 *  - the trace's own top-level tasks that the simulation makes long (13 ms and more, times 4), with
 *    what they spent their time on: the simulation drops a task's children, so only the trace
 *    says whether a task evaluated a script, laid out the page or ran a callback;
 *  - `bootup-time`: per script, evaluation and parse/compile time;
 *  - `mainthread-work-breakdown`: the main thread's time per kind of work.
 */
import type { Artifacts, Result } from 'lighthouse';
import { MainThreadTasks } from 'lighthouse/core/computed/main-thread-tasks.js';

type Items = Record<string, unknown>[];

interface DebugTasks {
  urls: string[];
  tasks: ({ urlIndex: number; startTime: number; duration: number } & Record<string, number>)[];
}

const ms = (value: unknown) => `${Math.round(Number(value))} ms`;

/** A URL short enough to read in a terminal: the path's last part, or the page itself. */
const shortUrl = (url: unknown): string => {
  if (typeof url !== 'string' || !url) return '(no script)';
  try {
    const { pathname } = new URL(url);
    return pathname.startsWith('/assets/') ? pathname.slice('/assets/'.length) : pathname;
  } catch {
    return url;
  }
};

const itemsOf = (lhr: Result, id: string): Items => {
  const details = lhr.audits[id]?.details as { items?: Items } | undefined;
  return details?.items ?? [];
};

/** The run's top long tasks (simulated start and duration, script), `count` at most. */
export function longTaskLines(lhr: Result, count = 8): string[] {
  const details = lhr.audits['long-tasks']?.details as { debugData?: DebugTasks } | undefined;
  const debug = details?.debugData;
  if (!debug || debug.tasks.length === 0) return ['long tasks: none'];
  return [
    `long tasks (simulated, longest first): ${debug.tasks.length}`,
    ...debug.tasks
      .slice(0, count)
      .map(
        (task) =>
          `  at ${ms(task.startTime).padStart(8)}  ${ms(task.duration).padStart(7)}  ${shortUrl(debug.urls[task.urlIndex])}`,
      ),
  ];
}

type TaskNode = Awaited<ReturnType<typeof MainThreadTasks.request>>[number];

/** A task's own time by kind of work, its children's included, largest first. */
function workOf(task: TaskNode): string {
  const byGroup = new Map<string, number>();
  const add = (node: TaskNode) => {
    byGroup.set(node.group.id, (byGroup.get(node.group.id) ?? 0) + node.selfTime);
    node.children.forEach(add);
  };
  add(task);
  return [...byGroup]
    .filter(([, time]) => time >= 1)
    .sort((a, b) => b[1] - a[1])
    .map(([group, time]) => `${group} ${Math.round(time)}`)
    .join(', ');
}

/**
 * The trace's top-level tasks of 13 ms and more (50 ms and more at 4x), in order of start: start
 * and duration as traced (unthrottled), the duration times 4, the scripts, the kinds of work.
 */
export async function tracedTaskLines(artifacts: Artifacts, count = 12): Promise<string[]> {
  const tasks = await MainThreadTasks.request(artifacts.Trace, { computedCache: new Map() });
  const long = tasks
    .filter((task) => !task.parent && task.duration * 4 >= 50)
    .sort((a, b) => b.duration - a.duration)
    .slice(0, count)
    .sort((a, b) => a.startTime - b.startTime);
  return [
    `traced tasks of 13 ms and more (x4 >= 50 ms), by start: ${long.length}`,
    ...long.map(
      (task) =>
        `  at ${ms(task.startTime).padStart(8)}  ${ms(task.duration).padStart(6)} (x4 ${ms(task.duration * 4).padStart(7)})  ${task.attributableURLs.map(shortUrl).slice(0, 2).join(' ').padEnd(36)} ${workOf(task)}`,
    ),
  ];
}

/** Scripts by evaluation and compile time (`bootup-time`), `count` at most. */
export function bootupLines(lhr: Result, count = 6): string[] {
  const items = itemsOf(lhr, 'bootup-time').slice(0, count);
  return [
    'script bootup (total = evaluation + parse/compile + other):',
    ...items.map(
      (item) =>
        `  ${shortUrl(item.url).padEnd(36)} total ${ms(item.total).padStart(7)}  evaluation ${ms(item.scripting).padStart(7)}  compile ${ms(item.scriptParseCompile).padStart(6)}`,
    ),
  ];
}

/** The main thread's time by kind of work (`mainthread-work-breakdown`). */
export function mainThreadLine(lhr: Result): string {
  const parts = itemsOf(lhr, 'mainthread-work-breakdown').map(
    (item) => `${String(item.groupLabel)} ${ms(item.duration)}`,
  );
  return `main thread: ${parts.join(', ')}`;
}

/** Everything above, for one run. */
export const blockingReport = async (lhr: Result, artifacts: Artifacts): Promise<string[]> => [
  ...longTaskLines(lhr),
  ...(await tracedTaskLines(artifacts)),
  ...bootupLines(lhr),
  mainThreadLine(lhr),
];
