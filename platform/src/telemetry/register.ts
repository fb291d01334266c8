/**
 * Preload entry: `node --import tsx --import @nails/platform/telemetry/register src/server.ts`.
 * Starts OpenTelemetry before the service's modules load, so the instrumentations patch them
 * (import-in-the-middle for `import`, require-in-the-middle for `require`, see esm-hooks.ts).
 */
import { registerEsmHooks } from './esm-hooks.ts';
import { describeEntry } from './service-identity.ts';
import { startTelemetry } from './sdk.ts';

const hooksAcknowledged = registerEsmHooks();
const identity = describeEntry(process.argv[1]);
const telemetry = startTelemetry({ serviceName: identity.name, serviceVersion: identity.version });
await hooksAcknowledged();

// Flush what is buffered when the service ends on its own. On SIGTERM/SIGINT the services' stop
// handler (platform/src/shutdown.ts) shuts the SDK down before the process exits.
process.once('beforeExit', () => void telemetry.shutdown());
