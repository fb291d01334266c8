import { z } from 'zod';
import {
  appMode,
  assertProductionSecrets,
  isGeneratedSecret,
  loadConfig,
  logLevel,
  loadOrCreateSecrets,
  port,
  varDir,
} from '@nails/platform';
import path from 'node:path';

/** A secret from the environment; unset or empty (as `.env.example` leaves it) means the generated one. */
const secretOr = (generated: string) =>
  z
    .string()
    .optional()
    .transform((value) => (value === undefined || value.trim() === '' ? generated : value));

/** Every content-service setting, read once at start (documented in the root .env.example). */
export function loadContentConfig(env: NodeJS.ProcessEnv = process.env) {
  const dataDir = varDir(env);
  const secrets = loadOrCreateSecrets(dataDir);
  const config = loadConfig(
    'content',
    {
      APP_MODE: appMode,
      LOG_LEVEL: logLevel,
      CONTENT_HOST: z.string().default('127.0.0.1'),
      CONTENT_PORT: port(4020),
      // Behaviour §9: the content-service request timeout is 10000 ms; past it the answer is a 408.
      CONTENT_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1).default(10_000),
      // Largest accepted upload, per file (bytes).
      CONTENT_UPLOAD_MAX_BYTES: z.coerce
        .number()
        .int()
        .min(1)
        .default(5 * 1024 * 1024),
      // Tokens default to the ones generated into var/secrets.json, which the gateway reads too.
      CONTENT_API_TOKEN: secretOr(secrets.contentApiToken),
      CONTENT_READ_ONLY_TOKEN: secretOr(secrets.contentReadOnlyToken),
      CONTENT_JWT_SECRET: secretOr(secrets.contentJwtSecret),
    },
    env,
  );
  assertProductionSecrets(
    'content',
    config.APP_MODE,
    {
      CONTENT_API_TOKEN: config.CONTENT_API_TOKEN,
      CONTENT_READ_ONLY_TOKEN: config.CONTENT_READ_ONLY_TOKEN,
      CONTENT_JWT_SECRET: config.CONTENT_JWT_SECRET,
    },
    (value) => isGeneratedSecret(value, dataDir),
  );
  const contentDir = path.join(dataDir, 'content');
  return {
    ...config,
    dataDir,
    contentDir,
    databaseFile: path.join(contentDir, 'content.sqlite'),
    uploadsDir: path.join(contentDir, 'uploads'),
    editorCredentialsFile: path.join(contentDir, 'editor-credentials.json'),
  };
}

export type ContentConfig = ReturnType<typeof loadContentConfig>;
