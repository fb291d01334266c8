import { useEffect, useRef, type ReactNode } from 'react';
import { CloseIcon } from '../../lib/icons.tsx';
import styles from './Drawer.module.css';

interface Props {
  id: string;
  open: boolean;
  side: 'left' | 'right' | 'top';
  title: string;
  closeLabel: string;
  onClose(): void;
  /** Where focus goes on close when whatever opened the drawer cannot take it back. */
  returnFocusTo?: string;
  children: ReactNode;
}

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** An element that can take focus back: still on the page, not the body, not disabled. */
const canTakeFocus = (element: Element | null): element is HTMLElement =>
  element instanceof HTMLElement &&
  element !== document.body &&
  element.isConnected &&
  !element.matches(':disabled');

/**
 * A dialog sliding in from one side. Focus moves into it when it opens, Tab stays inside, and
 * focus returns to whatever opened it when it closes (WAI-ARIA dialog pattern), or to
 * `returnFocusTo` when that is gone (an add-to-cart button disabled while "adding...").
 */
export function Drawer({ id, open, side, title, closeLabel, onClose, returnFocusTo, children }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement;
    const first =
      panel.current?.querySelector<HTMLElement>('input, [data-autofocus]') ??
      panel.current?.querySelector<HTMLElement>(focusable);
    first?.focus();
    return () => {
      const target = canTakeFocus(opener)
        ? opener
        : returnFocusTo
          ? document.getElementById(returnFocusTo)
          : null;
      target?.focus();
    };
  }, [open, returnFocusTo]);

  const trapTab = (event: React.KeyboardEvent) => {
    if (event.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(focusable)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div
      id={id}
      ref={panel}
      role="dialog"
      aria-modal="true"
      aria-label={title}
      className={`${styles.drawer} ${styles[side]} ${open ? styles.open : ''}`}
      hidden={!open}
      onKeyDown={trapTab}
    >
      <div className={styles.head}>
        <h2 className={styles.title}>{title}</h2>
        <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      <div className={styles.body}>{children}</div>
    </div>
  );
}
