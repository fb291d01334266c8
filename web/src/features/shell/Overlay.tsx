import { useShell } from './ShellState.tsx';
import styles from './Overlay.module.css';

/** The dark layer behind an open drawer; a click on it closes the drawer (spec §2 Overlays). */
export function Overlay() {
  const { open, closeAll } = useShell();
  if (!open) return null;
  return <div className={styles.overlay} data-testid="overlay" aria-hidden="true" onClick={closeAll} />;
}
