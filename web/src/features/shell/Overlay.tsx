import { useShell } from './ShellState.tsx';
import styles from './Overlay.module.css';

/** The dark layer behind an open drawer; a click on it closes the drawer (behaviour §2 Overlays). */
export function Overlay() {
  const { cartOpen, menuOpen, send } = useShell();
  if (!cartOpen && !menuOpen) return null;
  return (
    <div
      className={styles.overlay}
      data-testid="overlay"
      aria-hidden="true"
      onClick={() => send({ type: 'overlay.click' })}
    />
  );
}
