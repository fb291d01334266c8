import { useMachine } from '@xstate/react';
import { floatingBallMachine } from '@nails/machines/floatingBallMachine';
import { settings } from '@nails/machines/settings';
import { useEffect, useMemo } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { inspect } from '../../app/inspector.ts';
import { useOpenNewsletter } from './NewsletterProvider.tsx';
import styles from './FloatingBall.module.css';

/** The draggable 64 px "10% off" ball (behaviour §4): clamped to the window; a click after a drag is ignored. */
export function FloatingBall() {
  const { t } = useTranslation();
  const openNewsletter = useOpenNewsletter();
  const logic = useMemo(() => floatingBallMachine.provide({ actions: { openNewsletter } }), [openNewsletter]);
  const [snapshot, send] = useMachine(logic, {
    input: { viewport: { width: window.innerWidth, height: window.innerHeight } },
    inspect: inspect(),
  });
  const { position } = snapshot.context;
  const tooltip = snapshot.matches({ tooltip: 'shown' });

  useEffect(() => {
    const onResize = () =>
      send({ type: 'window.resize', width: window.innerWidth, height: window.innerHeight });
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [send]);

  return (
    <div
      className={styles.wrap}
      style={{
        transform: `translate(${position.x}px, ${position.y}px)`,
        width: settings.floatingBallSizePx,
        height: settings.floatingBallSizePx,
      }}
    >
      {tooltip && (
        <span className={styles.tooltip} role="status">
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
      >
        <span className={styles.percent}>{settings.floatingBallDiscountPercent}%</span>
        <span className={styles.off}>OFF</span>
        <span className="visually-hidden">{t('floatingBall.label')}</span>
      </button>
    </div>
  );
}
