export { repoRoot, varDir } from './paths.ts';
export { loadOrCreateSecrets, isGeneratedSecret, secretsFile, type SharedSecrets } from './secrets.ts';
export { ConfigError, loadConfig, flag, port, appMode, logLevel } from './config.ts';
export {
  assertProductionSecrets,
  secretWeakness,
  minSecretLength,
  knownDefaultSecrets,
} from './secret-strength.ts';
export {
  createLogger,
  flushLogger,
  logFormat,
  redactedPaths,
  type Logger,
  type LoggerSettings,
} from './logger.ts';
export { stopGracefullyOn, type GracefulStopOptions } from './shutdown.ts';
export { closeServer, type ClosableServer, type CloseServerOptions } from './close-server.ts';
export { shutdownTelemetry } from './telemetry/lifecycle.ts';
export { parseCommandLine, exitWithUsageError, UsageError, type CommandLine } from './cli.ts';
