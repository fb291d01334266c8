/**
 * What makes a page's Total Blocking Time in a Lighthouse run (README "Speed on a phone"), read
 * from the run's own audits, so a change is judged by the tasks it removes and not by a noisy score:
 *  - `long-tasks`: the main-thread tasks of 50 ms and more, at their simulated (4x CPU) duration
 *    and start, each with the script it is attributed to and what it spent its time on;
 *  - `bootup-time`: per script, evaluation and parse/compile time;
 *  - `mainthread-work-breakdown`: the main thread's time per kind of work.
 */
import type { Result } from 'lighthouse';

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

/** A long task's time by kind of work, largest first (`scriptEvaluation 120, other 40`). */
function breakdown(task: Record<string, number>): string {
  const skip = new Set(['urlIndex', 'startTime', 'duration']);
  return Object.entries(task)
    .filter(([key, value]) => !skip.has(key) && value >= 1)
    .sort((a, b) => b[1] - a[1])
    .map(([key, value]) => `${key} ${Math.round(value)}`)
    .join(', ');
}

/** The run's top long tasks (start, duration, script, breakdown), `count` at most. */
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
          `  at ${ms(task.startTime).padStart(8)}  ${ms(task.duration).padStart(7)}  ${shortUrl(debug.urls[task.urlIndex]).padEnd(36)} ${breakdown(task)}`,
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
export const blockingReport = (lhr: Result): string[] => [
  ...longTaskLines(lhr),
  ...bootupLines(lhr),
  mainThreadLine(lhr),
];
