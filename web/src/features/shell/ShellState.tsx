import { createActorContext } from '@xstate/react';
import { shellMachine } from '@nails/machines/shellMachine';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { routeChanged } from '../../app/build-updates.ts';
import { inspect } from '../../app/inspector.ts';
import { useLocale } from '../../i18n/useLocale.ts';

/**
 * The shell machine (cart drawer, mobile menu, search panel; behaviour §2 Overlays, §4) with the web
 * app's effects: body scroll lock and applying a submitted search to the product listing.
 */
const ShellActor = createActorContext(shellMachine);

function setScrollLock(locked: boolean): void {
  document.body.dataset.scrollLocked = String(locked);
}

function RouteChanges() {
  const location = useLocation();
  const actor = ShellActor.useActorRef();
  useEffect(() => {
    actor.send({ type: 'route.change', path: location.pathname });
    routeChanged(`${location.pathname}${location.search}`);
  }, [actor, location.pathname, location.search]);
  const open = ShellActor.useSelector(
    (snapshot) =>
      snapshot.context.cartOpen || snapshot.context.menuOpen || snapshot.matches({ search: 'open' }),
  );
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') actor.send({ type: 'overlay.click' });
      if (event.key === 'Escape') actor.send({ type: 'search.close' });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [actor, open]);
  return null;
}

export function ShellStateProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { to } = useLocale();
  const logic = useMemo(
    () =>
      shellMachine.provide({
        actions: {
          lockScroll: () => setScrollLock(true),
          unlockScroll: () => setScrollLock(false),
          applySearch: (_, { query }) => {
            void navigate(
              query ? `${to('/products')}?${new URLSearchParams({ search: query })}` : to('/products'),
            );
          },
        },
      }),
    [navigate, to],
  );
  return (
    <ShellActor.Provider logic={logic} options={{ inspect: inspect() }}>
      <RouteChanges />
      {children}
    </ShellActor.Provider>
  );
}

export function useShell() {
  const actor = ShellActor.useActorRef();
  const cartOpen = ShellActor.useSelector((snapshot) => snapshot.context.cartOpen);
  const menuOpen = ShellActor.useSelector((snapshot) => snapshot.context.menuOpen);
  const searchOpen = ShellActor.useSelector((snapshot) => snapshot.matches({ search: 'open' }));
  return { cartOpen, menuOpen, searchOpen, send: actor.send };
}
