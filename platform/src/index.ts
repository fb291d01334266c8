export { repoRoot, varDir } from './paths.ts';
export { loadOrCreateSecrets, isGeneratedSecret, secretsFile, type SharedSecrets } from './secrets.ts';
export { ConfigError, loadConfig, flag, port, appMode, assertProductionSecrets } from './config.ts';
export { createLogger, redactedPaths, type Logger } from './logger.ts';
