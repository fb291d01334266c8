import { stopGracefullyOn } from '@nails/platform';
import { startCommerce } from './index.ts';

// `npm start` entry: the commerce back end on COMMERCE_PORT (default 4010) until SIGINT/SIGTERM.
// A shop started by hand draws its listing images in the background; tests start it without.
const running = await startCommerce({
  env: { COMMERCE_PRERENDER_IMAGES: process.env.COMMERCE_PRERENDER_IMAGES ?? 'on' },
});
console.log(`[commerce] WooGraphQL at ${running.url}/graphql`);

// SIGTERM/SIGINT: stop listening, drain, close the database, export the buffered spans and
// write out the log before exiting (platform/src/shutdown.ts).
stopGracefullyOn({ close: () => running.close(), logger: running.logger });
