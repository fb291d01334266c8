/**
 * The libraries the app is built on, evaluated one by one before the app's own module
 * (main.tsx), each in a task of its own (README "Speed on a phone"). Importing the app evaluates
 * its whole module graph, React DOM, the router, i18next, Relay and XState with it, in one task: on
 * a phone's CPU one long task that blocks a tap or a scroll. Evaluated here first, with the
 * browser given a turn between them, the app's import then evaluates only the app's own modules.
 * Each names one export the app uses, so the bundler still drops what the app never uses. This
 * module is itself imported when the app starts, so the first script carries none of it.
 */
import { yieldToBrowser } from '../lib/yield-to-browser.ts';

const libraries: (() => Promise<unknown>)[] = [
  () => import('react-dom/client').then(({ hydrateRoot }) => hydrateRoot),
  () => import('react-router-dom').then(({ createBrowserRouter }) => createBrowserRouter),
  () => import('relay-runtime').then(({ Environment }) => Environment),
];

export async function evaluateLibraries(): Promise<void> {
  for (const library of libraries) {
    await library();
    await yieldToBrowser();
  }
}
