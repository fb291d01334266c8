import { stopGracefullyOn } from '@nails/platform';
import { startContent } from './index.ts';

// `npm start` (root) and `npm run start -w upstreams/content`: CONTENT_PORT, default 4020.
const service = await startContent();
console.log(`[content] REST API at ${service.url}/api`);

// SIGTERM/SIGINT: stop listening, drain, close the database, export the buffered spans and
// write out the log before exiting (platform/src/shutdown.ts).
stopGracefullyOn({ close: () => service.close(), logger: service.logger });
