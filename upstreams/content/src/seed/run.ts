import { parseCommandLine } from '@nails/platform';
import { loadContentConfig } from '../config.ts';
import { openServices } from '../services.ts';
import { seedContent } from './seed.ts';

// `npm run seed` (and the root `npm run reset`): migrates and seeds var/content/ without serving.
const usage = `usage: npm run seed -w upstreams/content [-- --help]

Migrates and seeds the content service's data (\${VAR_DIR}/content: SQLite database, uploads,
editor login) without serving it. Leaves an already seeded folder as it is.

options:
  -h, --help   print this help

settings: VAR_DIR (default var/), CONTENT_API_TOKEN, CONTENT_READ_ONLY_TOKEN (see .env.example)`;
parseCommandLine({ name: 'content seed', usage, options: {} });

const config = loadContentConfig();
const services = openServices(config);
try {
  const seeded = await seedContent(services, config);
  console.log(
    `[content] ${seeded ? 'seeded' : 'already seeded'} ${config.contentDir}; editor login in ${config.editorCredentialsFile}`,
  );
} finally {
  services.close();
}
