/**
 * `npm run events -- rebuild`: rebuilds every read model from the log and prints the counts.
 * `npm run events -- tail [--from-beginning]`: prints events as they are appended (Ctrl-C stops).
 * `npm run events -- forget-customer <id>`: customer erasure, shreds the keys of their sessions.
 * Uses the same settings as the gateway (EVENT_STORE_URL, VAR_DIR); next to a running gateway on
 * the embedded store it talks to the gateway's PGlite socket instead of opening the files twice.
 */
import { exitWithUsageError, parseCommandLine } from '@nails/platform';
import { loadEventStoreConfig } from '../config.ts';
import { openEventStore } from './open-event-store.ts';
import { formatEvent } from '../events/tail.ts';
import { customerSubject } from '../privacy/shredding/index.ts';

const usage = `usage: npm run events -- <command> [options]

commands:
  rebuild                  rebuild every read model from the log and print the counts
  tail [--from-beginning]  print events as they are appended (Ctrl-C stops); with
                           --from-beginning, every event of the log first
  forget-customer <id>     erase a customer: delete the data keys of every session they
                           signed in on and their own data key, so their sealed tokens and
                           personal fields can never be opened again

options:
  -h, --help               print this help

settings: EVENT_STORE_URL (empty: the embedded store under VAR_DIR), VAR_DIR (see .env.example)`;

const { positionals, values } = parseCommandLine({
  name: 'events',
  usage,
  allowPositionals: true,
  options: { 'from-beginning': { type: 'boolean' } },
});
const [command, ...extra] = positionals;
if (command !== 'rebuild' && command !== 'tail' && command !== 'forget-customer')
  exitWithUsageError('events', usage, command ? `unknown command "${command}"` : 'a command is required');
const customerId = command === 'forget-customer' ? Number(extra.shift()) : undefined;
if (customerId !== undefined && !(Number.isSafeInteger(customerId) && customerId > 0))
  exitWithUsageError('events', usage, 'forget-customer needs the customer id (a positive number)');
if (extra.length > 0) exitWithUsageError('events', usage, `unexpected argument "${extra[0]}"`);
if (values['from-beginning'] && command !== 'tail')
  exitWithUsageError('events', usage, '--from-beginning applies to tail only');

// The CLI never delivers newsletter sign-ups: that is the running gateway's outbox.
const events = await openEventStore({
  ...loadEventStoreConfig(),
  outbox: { enabled: false },
  // A rebuild or a tail from the beginning may run statements longer than a request may wait.
  timeLimits: false,
});
const where = events.kind === 'embedded' ? 'embedded store' : 'PostgreSQL';

if (customerId !== undefined) {
  const shredded = await events.sessions.forgetCustomer(customerId);
  console.log(`customer ${customerId}: the tokens of ${shredded} session(s) can no longer be opened`);
  // Her personal fields too (privacy README); a full erasure, commerce included, is deleteMyAccount.
  const forgotten = await events.personal.forget(customerSubject(customerId));
  console.log(`customer ${customerId}: ${forgotten ? 'her data key was deleted' : 'she had no data key'}`);
  await events.close();
} else if (command === 'rebuild') {
  const report = await events.rebuild();
  console.log(`rebuilt every read model from ${report.events} events on the ${where} in ${report.ms} ms`);
  for (const [name, count] of Object.entries(report.readModels)) console.log(`  ${name.padEnd(26)} ${count}`);
  await events.close();
} else {
  const fromBeginning = values['from-beginning'] === true;
  const tail = await events.tail((event) => console.log(formatEvent(event)), { fromBeginning });
  // Said once the starting position is read: every event appended from now on is printed.
  console.error(`tailing the ${where}${fromBeginning ? ' from the beginning' : ''}; Ctrl-C stops`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void tail
        .stop()
        .then(() => events.close())
        .then(() => process.exit(0));
    });
  }
}
