import type { FastifyBaseLogger } from 'fastify';
import type { ContentClient } from '../content/content-client.ts';
import { defaultFitTable, parseFitTable, type FitTable } from './fit-table.ts';

/** The content config the shop owner edits (fit README "The finder's table"). */
export const fitTableConfigKey = 'size_finder_table';

/** How long one answer of content serves the finder: an owner's edit shows within a minute. */
const freshForMs = 60_000;
// The shopper waits for the answer: a slow content service must not hold it long.
const quickTimeoutMs = 3_000;

export interface FitTableReading {
  table: FitTable;
  /** `content`: the owner's table; `default`: content has none (or an invalid one, logged). */
  source: 'content' | 'default';
}

/**
 * The finder's table: the owner's config `size_finder_table` (JSON, checked by `fitTableSchema`),
 * else the default in code. One reading serves a minute; while content fails, the last good
 * reading (or the default) answers, so the finder never fails because content does.
 */
export function fitTableReader(
  content: () => ContentClient | undefined,
  logger?: Pick<FastifyBaseLogger, 'warn'>,
  clock: () => number = Date.now,
): () => Promise<FitTableReading> {
  let last: { reading: FitTableReading; at: number } | undefined;
  const read = async (): Promise<FitTableReading> => {
    const client = content();
    if (!client) return { table: defaultFitTable, source: 'default' };
    const entry = await client.findSingle(
      'configs',
      { 'filters[key][$eq]': fitTableConfigKey, 'filters[is_open][$eq]': 'true' },
      { timeoutMs: quickTimeoutMs },
    );
    if (!entry || entry.value == null) return { table: defaultFitTable, source: 'default' };
    const parsed = parseFitTable(String(entry.value));
    if ('table' in parsed) return { table: parsed.table, source: 'content' };
    logger?.warn(
      { problem: parsed.problem },
      `content config ${fitTableConfigKey} is not a size table; using the default`,
    );
    return { table: defaultFitTable, source: 'default' };
  };
  return async () => {
    if (last && clock() - last.at < freshForMs) return last.reading;
    try {
      const reading = await read();
      last = { reading, at: clock() };
      return reading;
    } catch {
      return last?.reading ?? { table: defaultFitTable, source: 'default' };
    }
  };
}
