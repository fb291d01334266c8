// Starts the e2e stack in this process and keeps it running until SIGINT/SIGTERM.
//   npx tsx tests/e2e/support/run-stack.ts          the URLs, to look at the shop by hand
//   ... run-stack.ts --json                         one JSON line, read by startStack()
import { startStackInProcess } from './stack.ts';

const stack = await startStackInProcess();
const { close: _close, ...urls } = stack;
console.log(
  process.argv.includes('--json')
    ? JSON.stringify(urls)
    : `storefront ${stack.url}\ngateway ${stack.gatewayUrl}\ncommerce ${stack.commerceUrl}`,
);
const stop = () => void stack.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
