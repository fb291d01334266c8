// Starts the e2e stack and keeps it running, for looking at the shop by hand:
//   npx tsx tests/e2e/support/run-stack.ts
import { startStack } from './stack.ts';

const stack = await startStack();
console.log(`storefront ${stack.url}\ngateway ${stack.gatewayUrl}\ncommerce ${stack.commerceUrl}`);
const stop = () => void stack.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
