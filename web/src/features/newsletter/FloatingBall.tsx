import { useMachine } from '@xstate/react';
import { floatingBallMachine } from '@nails/machines/floatingBallMachine';
import { settings } from '@nails/machines/settings';
import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { inspect } from '../../app/inspector.ts';
import { useOpenNewsletter } from './NewsletterProvider.tsx';
import styles from './FloatingBall.module.css';

const size = settings.floatingBallSizePx;
/** The docked tooltip, written top to bottom, is this wide: it shows when the page's margin has room. */
const sideTooltipPx = 28;
/** Space kept between the docked ball or its tooltip and the page's content column. */
const clearancePx = 4;

/**
 * The page's right margin: from the content column's last pixel (`.container` less its padding)
 * to the window's right edge, scroll bar excluded. Content runs inside the column on every page
 * (web README "Floating ball").
 */
function rightMargin(): number {
  const width = document.documentElement.clientWidth;
  const column = document.querySelector('main .container') ?? document.querySelector('.container');
  if (!column) return 0;
  const contentRight =
    column.getBoundingClientRect().right - parseFloat(getComputedStyle(column).paddingRight);
  return Math.max(width - contentRight, 0);
}

/** How much of the docked ball shows: the margin less a little, at most half the ball, at least 8 px. */
function measure() {
  const margin = rightMargin();
  return {
    width: document.documentElement.clientWidth,
    height: document.documentElement.clientHeight,
    peek: Math.round(Math.min(size / 2, Math.max(margin - clearancePx, 8))),
  };
}

/**
 * The draggable 64 px "10% off" ball (behaviour §4): docked at the right edge in the page's margin,
 * fully in while hovered or keyboard-focused, where the shopper drags it after a drag (clamped to
 * the window); a click after a drag is ignored. Its machine: `floatingBallMachine`.
 */
export function FloatingBall() {
  const { t } = useTranslation();
  const openNewsletter = useOpenNewsletter();
  const logic = useMemo(() => floatingBallMachine.provide({ actions: { openNewsletter } }), [openNewsletter]);
  const [start] = useState(measure);
  const [snapshot, send] = useMachine(logic, {
    input: { viewport: { width: start.width, height: start.height }, peek: start.peek },
    inspect: inspect(),
  });
  const { position, viewport, peek } = snapshot.context;
  const place = (['docked', 'out', 'placed'] as const).find((name) => snapshot.matches({ place: name }));
  const docked = place === 'docked';
  const dragging = snapshot.matches({ pointer: 'dragging' });
  const tooltipDue = snapshot.matches({ tooltip: 'shown' });
  // Docked, the tooltip runs up the page's margin above the ball, where there is room for it; out
  // of the dock it sits beside the ball, on the side with more room.
  const tooltip = tooltipDue && (!docked || peek >= sideTooltipPx + clearancePx);
  const tooltipSide = docked ? styles.side : position.x < viewport.width / 2 ? styles.right : styles.left;

  useEffect(() => {
    const onResize = () => send({ type: 'window.resize', ...measure() });
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [send]);

  return (
    <div
      className={styles.wrap}
      data-place={place}
      data-dragging={dragging || undefined}
      style={
        {
          transform: `translate(${position.x}px, ${position.y}px)`,
          width: size,
          height: size,
          '--peek': `${peek}px`,
        } as CSSProperties
      }
      // Touch has no hover: a tap opens the modal, a drag pulls the ball out.
      onPointerEnter={(event) => event.pointerType !== 'touch' && send({ type: 'ball.hover.start' })}
      onPointerLeave={(event) => event.pointerType !== 'touch' && send({ type: 'ball.hover.end' })}
    >
      {tooltip && (
        <span className={`${styles.tooltip} ${tooltipSide}`} role="status">
          {t('floatingBall.tooltip')}
        </span>
      )}
      <button
        type="button"
        className={styles.ball}
        data-testid="floating-ball"
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          send({ type: 'ball.pointer.down', x: event.clientX, y: event.clientY });
        }}
        onPointerMove={(event) => send({ type: 'ball.pointer.move', x: event.clientX, y: event.clientY })}
        onPointerUp={() => send({ type: 'ball.pointer.up' })}
        onClick={() => send({ type: 'ball.click' })}
        // Keyboard focus brings it in; focus a click or the closing modal gives back does not.
        onFocus={(event) => event.currentTarget.matches(':focus-visible') && send({ type: 'ball.focus' })}
        onBlur={() => send({ type: 'ball.blur' })}
      >
        <span className={styles.percent}>{settings.floatingBallDiscountPercent}%</span>
        <span className={styles.off}>OFF</span>
        <span className="visually-hidden">{t('floatingBall.label')}</span>
      </button>
    </div>
  );
}
