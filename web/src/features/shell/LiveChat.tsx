import { useEffect, useRef } from 'react';
import { useConsentState } from '../../lib/consent.ts';

/**
 * The third-party live-chat widget (behaviour §1). Its script is injected only when a URL is
 * configured at build time (VITE_LIVE_CHAT_SRC), only once the shopper has consented to the chat
 * (README "Consent": never on the server, never before her choice), and only once the browser is
 * idle, so it never competes with the page's own loading. A consent taken back after the script
 * ran reloads the page: a third party's running code cannot be unloaded any other way.
 */
export function LiveChat() {
  const src = import.meta.env.VITE_LIVE_CHAT_SRC as string | undefined;
  const consented = useConsentState().choice?.chat ?? false;
  const started = useRef(false);
  useEffect(() => {
    if (!src) return;
    if (!consented) {
      if (started.current) window.location.reload();
      return;
    }
    const load = () => {
      started.current = true;
      if (document.querySelector(`script[data-live-chat]`)) return;
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.dataset.liveChat = 'true';
      document.body.append(script);
    };
    if (window.requestIdleCallback) {
      const idle = window.requestIdleCallback(load);
      return () => window.cancelIdleCallback(idle);
    }
    const timer = window.setTimeout(load, 3000);
    return () => window.clearTimeout(timer);
  }, [src, consented]);
  return null;
}
