import { createContext, useContext, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Which overlay of the shell is open (spec §2 Overlays, §4): cart drawer, mobile menu, search
 * panel. Only one at a time; a route change closes them all; the body is scroll-locked while the
 * cart or the mobile menu is open.
 */
export type Panel = 'cart' | 'menu' | 'search';
type State = { open: Panel | undefined };
type Action = { type: 'open'; panel: Panel } | { type: 'toggle'; panel: Panel } | { type: 'close' } | { type: 'set'; panel: Panel; open: boolean };

function reduce(state: State, action: Action): State {
  switch (action.type) {
    case 'open':
      return { open: action.panel };
    case 'toggle':
      return { open: state.open === action.panel ? undefined : action.panel };
    case 'set':
      if (action.open) return { open: action.panel };
      return state.open === action.panel ? { open: undefined } : state;
    case 'close':
      return { open: undefined };
  }
}

interface ShellApi {
  open: Panel | undefined;
  openPanel(panel: Panel): void;
  togglePanel(panel: Panel): void;
  setPanel(panel: Panel, open: boolean): void;
  closeAll(): void;
}

const ShellContext = createContext<ShellApi | undefined>(undefined);

export function ShellStateProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(reduce, { open: undefined });
  const location = useLocation();

  useEffect(() => {
    dispatch({ type: 'close' });
  }, [location.pathname, location.search]);

  useEffect(() => {
    const locked = state.open === 'cart' || state.open === 'menu';
    document.body.dataset.scrollLocked = String(locked);
    if (!state.open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dispatch({ type: 'close' });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [state.open]);

  const api = useMemo<ShellApi>(
    () => ({
      open: state.open,
      openPanel: (panel) => dispatch({ type: 'open', panel }),
      togglePanel: (panel) => dispatch({ type: 'toggle', panel }),
      setPanel: (panel, open) => dispatch({ type: 'set', panel, open }),
      closeAll: () => dispatch({ type: 'close' }),
    }),
    [state.open],
  );
  return <ShellContext.Provider value={api}>{children}</ShellContext.Provider>;
}

export function useShell(): ShellApi {
  const api = useContext(ShellContext);
  if (!api) throw new Error('useShell outside ShellStateProvider');
  return api;
}
