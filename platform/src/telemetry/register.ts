/**
 * Preload entry: `node --import tsx --import @nails/platform/telemetry/register src/server.ts`.
 * Starts OpenTelemetry before the service's modules load, so the instrumentations patch them.
 *
 * ESM note: packages imported with `import` (pg's ESM entry, for one) are only patchable through
 * a loader hook; import-in-the-middle's hook is registered for the instrumented modules only,
 * and require-in-the-middle (started by the SDK) covers the CommonJS `require`s.
 */
import { register } from 'node:module';
import { createAddHookMessageChannel } from 'import-in-the-middle';
import { describeEntry } from './service-identity.ts';
import { startTelemetry } from './sdk.ts';

const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);

const identity = describeEntry(process.argv[1]);
const telemetry = startTelemetry({ serviceName: identity.name, serviceVersion: identity.version });
await waitForAllMessagesAcknowledged();

// Flush what is buffered when the service stops (the services close on SIGINT/SIGTERM).
process.once('beforeExit', () => void telemetry.shutdown());
