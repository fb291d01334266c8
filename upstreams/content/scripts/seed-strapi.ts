import { parseCommandLine } from '@nails/platform';
import { seedOverRest } from '../src/strapi/seed-over-rest.ts';

const usage = `usage: STRAPI_URL=… STRAPI_TOKEN=… npm run seed:strapi -w upstreams/content [-- --help]

Posts the shop's seed content (logo, global, configs and links in the six locales) to an empty
Strapi over its REST API. The Strapi must have the content types, the five extra locales and a
full-access API token as upstreams/content/README.md ("Running on a real Strapi") describes.
A Strapi whose configs already hold entries is left alone.

settings: STRAPI_URL (e.g. http://127.0.0.1:1337), STRAPI_TOKEN (a full-access API token)`;
parseCommandLine({ name: 'seed strapi', usage, options: {} });

const url = process.env.STRAPI_URL;
const token = process.env.STRAPI_TOKEN;
if (!url || !token) {
  console.error(`seed strapi: ${url ? 'STRAPI_TOKEN' : 'STRAPI_URL'} must be set`);
  console.error(usage);
  process.exit(2);
}
const posted = await seedOverRest({ url, token, log: (line) => console.log(`[seed strapi] ${line}`) });
console.log(`[seed strapi] ${posted ? 'seeded' : 'left as it was'} ${url}`);
