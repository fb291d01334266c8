import { startCommerce } from './index.ts';

// `npm start` entry: the commerce back end on COMMERCE_PORT (default 4010) until SIGINT/SIGTERM.
// A shop started by hand draws its listing images in the background; tests start it without.
const running = await startCommerce({
  env: { COMMERCE_PRERENDER_IMAGES: process.env.COMMERCE_PRERENDER_IMAGES ?? 'on' },
});
console.log(`[commerce] WooGraphQL at ${running.url}/graphql`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('[commerce] close failed', error);
        process.exit(1);
      },
    );
  });
}
