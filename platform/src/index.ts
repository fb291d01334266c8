export { repoRoot, varDir } from './paths.ts';
export { loadOrCreateSecrets, isGeneratedSecret, secretsFile, type SharedSecrets } from './secrets.ts';
export { ConfigError, loadConfig, flag, port, appMode } from './config.ts';
export {
  assertProductionSecrets,
  secretWeakness,
  minSecretLength,
  knownDefaultSecrets,
} from './secret-strength.ts';
export { createLogger, redactedPaths, type Logger } from './logger.ts';
