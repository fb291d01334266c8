/**
 * Reads the gateway's local mailbox (mail written without SMTP): `npm run mail -w gateway -- list`
 * or `show <id>`. `--json` prints the mail as stored, for scripts and tests.
 */
import { exitWithUsageError, parseCommandLine, varDir } from '@nails/platform';
import { listMailbox, readMail } from './mailbox.ts';

const usage = `usage: npm run mail -w gateway -- <command> [options]

commands:
  list [--to address]      the mails in the local mailbox, newest first
  show <id>                one mail (an id or its beginning): headers and text

options:
  --to address             only mail to this address
  --json                   print JSON instead of text
  -h, --help               print this help

settings: VAR_DIR (the mailbox is VAR_DIR/gateway/mailbox)`;

const { positionals, values } = parseCommandLine({
  name: 'mail',
  usage,
  allowPositionals: true,
  options: { to: { type: 'string' }, json: { type: 'boolean' } },
});

const dataDir = varDir(process.env);
const [command, id] = positionals;
if (command === 'list') {
  const mails = listMailbox(dataDir, values.to);
  if (values.json) console.log(JSON.stringify(mails, null, 2));
  else if (mails.length === 0) console.log('The mailbox is empty.');
  else for (const mail of mails) console.log(`${mail.id}  ${mail.date}  ${mail.to}  ${mail.subject}`);
} else if (command === 'show') {
  if (!id) exitWithUsageError('mail', usage, 'show needs a mail id');
  const mail = readMail(dataDir, id);
  if (!mail) {
    console.error(`no mail ${id}`);
    process.exit(1);
  }
  if (values.json) console.log(JSON.stringify(mail, null, 2));
  else
    console.log(
      `To: ${mail.to}\nDate: ${mail.date}\nLanguage: ${mail.language ?? ''}\nSubject: ${mail.subject}\n\n${mail.text}`,
    );
} else exitWithUsageError('mail', usage, command ? `unknown command ${command}` : 'a command is required');
