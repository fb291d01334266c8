/**
 * The storefront built with a live-chat widget configured (VITE_LIVE_CHAT_SRC is a build-time
 * setting: web README "Live chat"), beside web/dist, for the consent suite: the shop's own build
 * has no chat, so no test could see its script held back. Built when missing or older than
 * web/src, as ensureWebBuild does for web/dist; the gateway serves it through WEB_DIST_DIR.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from '@nails/platform';

/** Same-origin, so the page's CSP (script-src 'self') lets it load once consented. */
export const liveChatPath = '/consent-e2e/live-chat.js';

export const chatBuildDir = path.join(tmpdir(), 'nails-e2e-web-with-chat');

const webDir = path.join(repoRoot, 'web');

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs);
  }
  return newest;
}

export function ensureChatBuild(): void {
  const built = path.join(chatBuildDir, 'index.html');
  if (existsSync(built) && statSync(built).mtimeMs >= newestSource(path.join(webDir, 'src'))) return;
  const result = spawnSync('npx', ['vite', 'build'], {
    cwd: webDir,
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      WEB_OUT_DIR: chatBuildDir,
      VITE_LIVE_CHAT_SRC: liveChatPath,
      // The shop's own build (web/dist) enforces the JavaScript budgets; this one differs from it
      // only by the chat's URL and is no measure of a page's weight.
      JS_BUDGETS: JSON.stringify({ home: 1e4, listing: 1e4, product: 1e4, cart: 1e4, checkout: 1e4 }),
    },
  });
  if (result.status !== 0) throw new Error('web build with a live chat failed');
}
