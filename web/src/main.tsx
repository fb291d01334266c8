import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay';
import { RouterProvider } from 'react-router-dom';
import { startBuildUpdates } from './app/build-updates.ts';
import { router } from './app/router.tsx';
import { activateLocale } from './i18n/i18n.ts';
import { localeOfPath } from './i18n/locales.ts';
import { forgetScrollUnlessBackForward } from './lib/scroll-on-load.ts';
import { environment } from './relay/environment.ts';
import './styles/global.css';

// The first paint already speaks the URL's language: its messages load before React renders.
await activateLocale(localeOfPath(window.location.pathname));

if (import.meta.env.DEV && new URLSearchParams(window.location.search).has('inspect')) {
  const { startInspector } = await import('./app/inspector.ts');
  await startInspector();
}

startBuildUpdates();
forgetScrollUnlessBackForward();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>
  </StrictMode>,
);
