/**
 * Packages loaded with `import` (pg's ESM entry, ioredis imported from ESM code) can only be
 * patched through a module loader hook. import-in-the-middle's hook is registered for the
 * instrumented modules only: the SDK's instrumentations announce them over a message channel.
 *
 * Call before starting the SDK, then await the returned function after starting it, before the
 * modules to instrument are imported.
 */
import { register } from 'node:module';
import { createAddHookMessageChannel } from 'import-in-the-middle';

let registered: (() => Promise<void>) | undefined;

export function registerEsmHooks(): () => Promise<void> {
  if (registered) return registered;
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);
  registered = () => waitForAllMessagesAcknowledged();
  return registered;
}
