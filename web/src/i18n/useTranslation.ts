import type { i18n as I18n, TFunction } from 'i18next';
import { useContext, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';

/** The message namespaces: the storefront's (`locales/`) and the shop screens' (`shop/`). */
export type Namespace = 'translation' | 'shop';

/**
 * A component's messages in the page's language: `t`, and the i18next instance (the request's on
 * the server, from `I18nextProvider`; the browser's one otherwise). Re-renders when the language
 * changes.
 *
 * What react-i18next's `useTranslation` does, without its per-component cost: since version 16 it
 * copies the i18next instance (every property descriptor) for each component that calls it, so
 * that `i18n` changes identity with the language. A listing hydrates about a hundred such
 * components; the copies were the largest part of react-i18next's time in its hydration (README
 * "Speed on a phone"). Here every component of a language and namespace shares one `t`.
 */
export function useTranslation(ns: Namespace = 'translation'): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const language = useSyncExternalStore(
    languageChanges(i18n),
    () => i18n.language,
    () => i18n.language,
  );
  return { t: fixedT(i18n, language, ns), i18n };
}

/** What each i18next instance shares with its components: one subscription, one `t` per language. */
interface Shared {
  subscribe: (onChange: () => void) => () => void;
  ts: Map<string, TFunction>;
}
const sharedBy = new WeakMap<I18n, Shared>();

function shared(i18n: I18n): Shared {
  let found = sharedBy.get(i18n);
  if (!found) {
    found = {
      // Stable, as `useSyncExternalStore` needs: a new function would resubscribe every render.
      subscribe: (onChange) => {
        i18n.on('languageChanged', onChange);
        return () => i18n.off('languageChanged', onChange);
      },
      ts: new Map(),
    };
    sharedBy.set(i18n, found);
  }
  return found;
}

const languageChanges = (i18n: I18n) => shared(i18n).subscribe;

/** One `t` per instance, language and namespace (`rememberingT`). */
function fixedT(i18n: I18n, language: string, ns: Namespace): TFunction {
  const { ts } = shared(i18n);
  const key = `${language}\u0000${ns}`;
  let t = ts.get(key);
  if (!t) ts.set(key, (t = rememberingT(i18n.getFixedT(language, ns))));
  return t;
}

/**
 * i18next's `t` that remembers the text of a key asked for without options (most of a page's:
 * labels, headings, buttons). i18next resolves every call afresh (the key's path, the namespace,
 * interpolation and nesting), and a listing's hydration asks for the same few hundred keys again and
 * again: a large part of its i18next time in a CPU profile (README "Speed on a phone"). A call with
 * options (a count, a name) is i18next's own. A language's messages are all loaded before its first
 * render (i18n.ts `activateLocale`, `instanceFor`) and never change after it.
 */
function rememberingT(t: TFunction): TFunction {
  const texts = new Map<string, unknown>();
  const remembering = (key: unknown, ...rest: unknown[]) => {
    if (rest.length > 0 || typeof key !== 'string')
      return (t as unknown as (...args: unknown[]) => unknown)(key, ...rest);
    let text = texts.get(key);
    if (text === undefined) {
      text = t(key);
      // A key without a message yet answers with itself: asked again once its language is loaded.
      if (text !== key) texts.set(key, text);
    }
    return text;
  };
  // With what i18next hangs on its `t` (its language, namespace, key prefix).
  return Object.assign(remembering, t) as unknown as TFunction;
}
