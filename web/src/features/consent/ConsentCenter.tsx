import { ConsentProvider } from './ConsentActor.tsx';
import { ConsentBanner } from './ConsentBanner.tsx';

/** The banner with its machine: the lazily loaded part of consent (ConsentGate.tsx). */
export function ConsentCenter({ settingsRequests }: { settingsRequests: number }) {
  return (
    <ConsentProvider settingsRequests={settingsRequests}>
      <ConsentBanner />
    </ConsentProvider>
  );
}
