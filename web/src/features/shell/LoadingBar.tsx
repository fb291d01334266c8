import { useEffect, useRef, useState } from 'react';
import { useNavigation } from 'react-router-dom';
import { useTranslation } from '../../i18n/useTranslation.ts';
import styles from './LoadingBar.module.css';

// Behaviour §9: throttle 200 ms, duration 2000 ms, hide delay 500 ms, reset 400 ms.
const throttleMs = 200;
const durationMs = 2000;
const hideDelayMs = 500;
const resetMs = 400;

/** A thin top bar while a route loads: shown only when loading lasts more than 200 ms. */
export function LoadingBar() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const loading = navigation.state !== 'idle';
  const [phase, setPhase] = useState<'idle' | 'running' | 'finishing'>('idle');
  const timers = useRef<number[]>([]);

  useEffect(() => {
    const clear = () => timers.current.splice(0).forEach((timer) => window.clearTimeout(timer));
    clear();
    if (loading) {
      timers.current.push(window.setTimeout(() => setPhase('running'), throttleMs));
    } else {
      timers.current.push(
        window.setTimeout(() => setPhase((current) => (current === 'running' ? 'finishing' : current)), 0),
      );
      timers.current.push(window.setTimeout(() => setPhase('idle'), hideDelayMs + resetMs));
    }
    return clear;
  }, [loading]);

  if (phase === 'idle') return null;
  return (
    <div
      className={`${styles.bar} ${phase === 'finishing' ? styles.finishing : ''}`}
      style={{ '--duration': `${durationMs}ms`, '--hide': `${hideDelayMs}ms` } as React.CSSProperties}
      role="progressbar"
      aria-label={t('loading')}
    />
  );
}
