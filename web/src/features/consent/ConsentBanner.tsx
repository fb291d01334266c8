import { useEffect, useId, useRef, type KeyboardEvent, type RefObject } from 'react';
import { optionalPurposes } from '@nails/machines/consentPurposes';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { AppLink } from '../../lib/AppLink.tsx';
import { ConsentActor } from './ConsentActor.tsx';
import styles from './ConsentBanner.module.css';
import { useConsentMessages } from './useConsentMessages.ts';

/** Asked, never switched off: the shop cannot work or take a card payment without them. */
const neededPurposes = ['needed', 'payments'] as const;

/**
 * Where focus goes when the banner or its settings close: back where it was when the settings were
 * opened (the footer's link), else the page's main region, so a keyboard never lands on nothing.
 */
function useFocusReturn(open: boolean, container: RefObject<HTMLElement | null>) {
  const returnTo = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    returnTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
    const element = container.current;
    return () => {
      if (!element?.contains(document.activeElement) && document.activeElement !== document.body) return;
      (returnTo.current?.isConnected ? returnTo.current : document.getElementById('main'))?.focus();
    };
  }, [open, container]);
}

/** One switch per optional purpose, the needed ones shown on and fixed, each with what it covers. */
function ConsentPurposes({ idPrefix }: { idPrefix: string }) {
  const { t } = useTranslation();
  const actor = ConsentActor.useActorRef();
  const draft = ConsentActor.useSelector((snapshot) => snapshot.context.draft);
  const purposes = [
    ...neededPurposes.map((purpose) => ({ purpose, checked: true, toggle: undefined })),
    ...optionalPurposes.map((purpose) => ({
      purpose,
      checked: draft[purpose],
      toggle: () => actor.send({ type: 'consent.purpose.toggle', purpose }),
    })),
  ];
  return (
    <ul className={styles.purposes}>
      {purposes.map(({ purpose, checked, toggle }) => (
        <li key={purpose} className={styles.purpose}>
          <label>
            <input
              type="checkbox"
              name={purpose}
              checked={checked}
              disabled={!toggle}
              readOnly={!toggle}
              onChange={toggle}
              aria-describedby={`${idPrefix}-${purpose}`}
            />
            <span className={styles.name}>{t(`consent.purposes.${purpose}.name`)}</span>
            {!toggle && <span className={styles.always}>{t('consent.alwaysOn')}</span>}
          </label>
          <p id={`${idPrefix}-${purpose}`} className={styles.description}>
            {t(`consent.purposes.${purpose}.description`)}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** "Reject all" and "accept all" alike (EDPB: refusing is no harder than accepting), then settings. */
function ConsentActions({ settings }: { settings: boolean }) {
  const { t } = useTranslation();
  const actor = ConsentActor.useActorRef();
  const send = (
    type:
      | 'consent.accept'
      | 'consent.reject'
      | 'consent.save'
      | 'consent.settings.open'
      | 'consent.settings.close',
  ) => actor.send({ type });
  return (
    <div className={styles.actions}>
      <button type="button" className="button" onClick={() => send('consent.reject')}>
        {t('consent.reject')}
      </button>
      <button type="button" className="button" onClick={() => send('consent.accept')}>
        {t('consent.accept')}
      </button>
      {settings ? (
        <>
          <button type="button" className="button button-secondary" onClick={() => send('consent.save')}>
            {t('consent.save')}
          </button>
          <button type="button" className="link-button" onClick={() => send('consent.settings.close')}>
            {t('consent.close')}
          </button>
        </>
      ) : (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => send('consent.settings.open')}
        >
          {t('consent.settings')}
        </button>
      )}
    </div>
  );
}

/**
 * The consent banner and its settings (README "Consent"): a non-modal dialog at the foot of the
 * screen (the page stays usable: consent must not be forced, GDPR art. 7(4)), "accept all" and
 * "reject all" equally prominent and one tap each, the settings one switch per purpose. On a first
 * visit it takes focus only when the shopper has not started elsewhere, so a screen reader
 * announces it; opened from the footer, focus goes to its heading and returns to the link.
 */
export function ConsentBanner() {
  const { t } = useTranslation();
  const actor = ConsentActor.useActorRef();
  const asking = ConsentActor.useSelector((snapshot) => snapshot.matches('asking'));
  const settings = ConsentActor.useSelector((snapshot) => snapshot.matches('settings'));
  const ready = useConsentMessages();
  const open = ready && (asking || settings);
  const dialog = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const introId = useId();
  useFocusReturn(open, dialog);

  useEffect(() => {
    if (!ready) return;
    if (settings) heading.current?.focus();
    else if (
      asking &&
      (document.activeElement === document.body || dialog.current?.contains(document.activeElement))
    )
      dialog.current?.focus();
  }, [ready, asking, settings]);

  if (!open) return null;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && settings) actor.send({ type: 'consent.settings.close' });
  };
  return (
    <div
      ref={dialog}
      className={styles.banner}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={introId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      data-testid="consent-banner"
    >
      <h2 id={titleId} ref={heading} tabIndex={-1} className={styles.title}>
        {t(settings ? 'consent.settingsTitle' : 'consent.title')}
      </h2>
      <p id={introId} className={styles.intro}>
        {t('consent.intro')} <AppLink to="/privacy-policy">{t('consent.policy')}</AppLink>
      </p>
      {settings && <ConsentPurposes idPrefix={titleId} />}
      <ConsentActions settings={settings} />
    </div>
  );
}
