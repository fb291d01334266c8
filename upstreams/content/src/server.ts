import { startContent } from './index.ts';

// `npm start` (root) and `npm run start -w upstreams/content`: CONTENT_PORT, default 4020.
const service = await startContent();
console.log(`[content] REST API at ${service.url}/api`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    service.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('[content] close failed', error);
        process.exit(1);
      },
    );
  });
}
