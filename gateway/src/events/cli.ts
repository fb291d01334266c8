/**
 * `npm run events -- rebuild`: rebuilds every read model from the log and prints the counts.
 * `npm run events -- tail [--from-beginning]`: prints events as they are appended (Ctrl-C stops).
 * Uses the same settings as the gateway (EVENT_STORE_URL, VAR_DIR); next to a running gateway on
 * the embedded store it talks to the gateway's PGlite socket instead of opening the files twice.
 */
import { loadEventStoreConfig } from './config.ts';
import { openEventStore } from './index.ts';
import { formatEvent } from './tail.ts';

const [command, ...flags] = process.argv.slice(2);
const usage = 'usage: npm run events -- rebuild | tail [--from-beginning]';

if (command !== 'rebuild' && command !== 'tail') {
  console.error(usage);
  process.exit(2);
}

// The CLI never delivers newsletter sign-ups: that is the running gateway's outbox.
const events = await openEventStore({ ...loadEventStoreConfig(), outbox: { enabled: false } });
const where = events.kind === 'embedded' ? 'embedded store' : 'PostgreSQL';

if (command === 'rebuild') {
  const report = await events.rebuild();
  console.log(`rebuilt every read model from ${report.events} events on the ${where} in ${report.ms} ms`);
  for (const [name, count] of Object.entries(report.readModels)) console.log(`  ${name.padEnd(26)} ${count}`);
  await events.close();
} else {
  const fromBeginning = flags.includes('--from-beginning');
  console.error(`tailing the ${where}${fromBeginning ? ' from the beginning' : ''}; Ctrl-C stops`);
  const tail = await events.tail((event) => console.log(formatEvent(event)), { fromBeginning });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void tail
        .stop()
        .then(() => events.close())
        .then(() => process.exit(0));
    });
  }
}
