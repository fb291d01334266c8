import { lazy, Suspense, type ReactNode } from 'react';
import { useConsentState } from '../../lib/consent.ts';

/** The banner's module: the server adds its chunk's style to a page that shows it (entry-server.tsx). */
export const consentBannerSource = 'src/features/consent/ConsentCenter.tsx';

// Loaded only when the banner has something to ask: a first visit, or the footer's link.
const ConsentCenter = lazy(() =>
  import('./ConsentCenter.tsx').then((module) => ({ default: module.ConsentCenter })),
);

/**
 * The banner while no choice is kept, and the settings each time the footer asks for them. A first
 * visit's page has it in its HTML from the server; hydration keeps that HTML until the chunk is in.
 */
export function ConsentWhenAsked() {
  const { choice, settingsRequests } = useConsentState();
  if (choice !== undefined && settingsRequests === 0) return null;
  return (
    <Suspense fallback={null}>
      <ConsentCenter settingsRequests={settingsRequests} />
    </Suspense>
  );
}

/** What waits for the shopper's answer, whatever it is (the shop's own overlays). */
export function AfterConsentChoice({ children }: { children: ReactNode }) {
  return useConsentState().choice === undefined ? null : children;
}
