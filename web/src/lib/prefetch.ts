/**
 * Prefetch on intent (behaviour §9): when a shopper points at or focuses a link, the route's code is
 * fetched ahead of the click. At most 4 prefetches run at once, and none on 2g or data-saver.
 */
type Connection = { saveData?: boolean; effectiveType?: string };

const maxConcurrent = 4;
let running = 0;
const queue: (() => Promise<unknown>)[] = [];
const done = new Set<string>();

export function canPrefetch(): boolean {
  const connection = (navigator as Navigator & { connection?: Connection }).connection;
  if (!connection) return true;
  return !connection.saveData && !/2g/.test(connection.effectiveType ?? '');
}

function pump(): void {
  while (running < maxConcurrent && queue.length > 0) {
    const task = queue.shift();
    if (!task) return;
    running += 1;
    task()
      .catch(() => undefined)
      .finally(() => {
        running -= 1;
        pump();
      });
  }
}

export function prefetch(key: string, task: () => Promise<unknown>): void {
  if (done.has(key) || !canPrefetch()) return;
  done.add(key);
  queue.push(task);
  pump();
}
