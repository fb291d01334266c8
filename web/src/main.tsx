/**
 * The page's first script: small on purpose (no React, no router, no Relay). The app itself
 * (app/start.tsx) loads after the page's main images, or, on a page that hydrates on interaction
 * (the home page: app/takeover.ts), at the shopper's first interaction or once the loaded page
 * is idle, whichever comes first.
 */
import {
  holdActionsUntil,
  hydratesOnInteraction,
  loadedAndIdle,
  mainImagesLoaded,
  preloadAppCode,
} from './app/takeover.ts';
import { firstInteraction } from './lib/first-interaction.ts';
import { forgetScrollUnlessBackForward } from './lib/scroll-on-load.ts';
import './styles/global.css';

// Before anything can scroll: a load opens at the top (behaviour §2), Back and Forward excepted.
forgetScrollUnlessBackForward();
const interacted = firstInteraction();

// The libraries first, each in a task of its own, then the app's own modules (app/libraries.ts).
const startApp = async () => {
  void preloadAppCode();
  await import('./app/libraries.ts').then(({ evaluateLibraries }) => evaluateLibraries());
  const { startApp: start } = await import('./app/start.tsx');
  return start();
};

const hydrated = (
  hydratesOnInteraction() ? Promise.race([interacted, loadedAndIdle()]) : mainImagesLoaded()
).then(startApp);
// On every page: a tap before the app has taken over is answered once it has, not lost.
holdActionsUntil(hydrated);
hydrated.catch((error: unknown) => console.error('The app could not start:', error));
