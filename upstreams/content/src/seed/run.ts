import { loadContentConfig } from '../config.ts';
import { openServices } from '../services.ts';
import { seedContent } from './seed.ts';

// `npm run seed` (and the root `npm run reset`): migrates and seeds var/content/ without serving.
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
