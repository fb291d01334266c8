import { useEffect } from 'react';

/**
 * The third-party live-chat widget (behaviour §1). Its script is injected only when a URL is
 * configured at build time (VITE_LIVE_CHAT_SRC), and only once the browser is idle, so it never
 * competes with the page's own loading.
 */
export function LiveChat() {
  const src = import.meta.env.VITE_LIVE_CHAT_SRC as string | undefined;
  useEffect(() => {
    if (!src) return;
    const load = () => {
      if (document.querySelector(`script[data-live-chat]`)) return;
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.dataset.liveChat = 'true';
      document.body.append(script);
    };
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 3000));
    idle(load);
  }, [src]);
  return null;
}
