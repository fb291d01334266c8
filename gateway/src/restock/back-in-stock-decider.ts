import type { Command, Decider, Event } from '@event-driven-io/emmett';

/**
 * One shopper's alert for one product or variation (stream `back-in-stock-<key>`, the key named by
 * the email's hash and the item, `back-in-stock-model.ts`) as a decider: asked for, confirmed by
 * the link in the confirmation mail (double opt-in), noticed back in stock, told once. Each mail
 * is an outbox item of the stream (`back-in-stock-outbox.ts`): at most one is due at a time, a
 * worker claims it at the stream's version, and its attempts are events, so a restart neither
 * loses nor repeats one. `decide` and `evolve` are pure (times come with the commands): the
 * given/when/then specs in test/restock/ run without a database.
 */

export type MailKind = 'confirmation' | 'alert';

/** What the shopper asked for; the product's name and slug as commerce answered them in her language. */
export type AlertRequest = {
  /**
   * The address, sealed with its subject's key (privacy README "Crypto-shredding API") where the
   * store seals: erasing the subject leaves nothing to send to.
   */
  email: string;
  /** The data subject (`email:<sha256 of the lower-cased address>`), found without opening the address. */
  subject: string;
  productId: number;
  variationId: number | null;
  productName: string;
  productSlug: string;
  /** A shop locale code: every mail of the alert is in it. */
  locale: string;
  requestedAt: string;
};

export type BackInStockRequested = Event<'BackInStockRequested', AlertRequest & { cycle: number }>;
export type BackInStockConfirmed = Event<'BackInStockConfirmed', { cycle: number; confirmedAt: string }>;
export type BackInStockUnsubscribed = Event<'BackInStockUnsubscribed', { unsubscribedAt: string }>;
export type BackInStockRestocked = Event<'BackInStockRestocked', { restockedAt: string }>;
/** A worker holds the due mail's attempt until `leaseUntil` (other gateway instances leave it alone). */
export type BackInStockMailStarted = Event<
  'BackInStockMailStarted',
  { kind: MailKind; attempt: number; leaseUntil: string }
>;
export type BackInStockMailFailed = Event<
  'BackInStockMailFailed',
  { kind: MailKind; attempt: number; reason: string; nextAttemptAt: string }
>;
export type BackInStockMailSent = Event<
  'BackInStockMailSent',
  { kind: MailKind; attempt: number; sentAt: string }
>;

export type BackInStockEvent =
  | BackInStockRequested
  | BackInStockConfirmed
  | BackInStockUnsubscribed
  | BackInStockRestocked
  | BackInStockMailStarted
  | BackInStockMailFailed
  | BackInStockMailSent;

export const backInStockEventTypes: BackInStockEvent['type'][] = [
  'BackInStockRequested',
  'BackInStockConfirmed',
  'BackInStockUnsubscribed',
  'BackInStockRestocked',
  'BackInStockMailStarted',
  'BackInStockMailFailed',
  'BackInStockMailSent',
];

export type RequestAlert = Command<'RequestAlert', AlertRequest>;
/** The confirmation link's cycle: a link of an earlier request (before an unsubscribe) confirms nothing. */
export type ConfirmAlert = Command<'ConfirmAlert', { cycle: number; now: string }>;
export type UnsubscribeAlert = Command<'UnsubscribeAlert', { now: string }>;
/** Commerce said the item is in stock again (a product webhook, `restock.ts`). */
export type NoteRestock = Command<'NoteRestock', { now: string }>;
export type ClaimMail = Command<'ClaimMail', { now: string; leaseUntil: string }>;
export type RecordMailFailed = Command<
  'RecordMailFailed',
  { attempt: number; reason: string; nextAttemptAt: string }
>;
export type RecordMailSent = Command<'RecordMailSent', { attempt: number; sentAt: string }>;

export type BackInStockCommand =
  | RequestAlert
  | ConfirmAlert
  | UnsubscribeAlert
  | NoteRestock
  | ClaimMail
  | RecordMailFailed
  | RecordMailSent;

/**
 * `unconfirmed`: asked, the confirmation mail due or sent; `confirmed`: waiting for stock;
 * `alerted`: told once, done; `unsubscribed`: the shopper said stop. A new request after the
 * last two starts a new cycle.
 */
export type AlertStatus = 'unconfirmed' | 'confirmed' | 'alerted' | 'unsubscribed';

export type DueMail = {
  kind: MailKind;
  /** Which mail of the stream this is (1, 2, …): with the kind it names the mail across retries. */
  number: number;
  attempts: number;
  nextAttemptAt: string;
  /** While an attempt runs: when its claim lapses (a crashed worker's attempt is tried again after it). */
  leaseUntil?: string;
};

export type BackInStockState = AlertRequest & {
  status: AlertStatus;
  cycle: number;
  /** Mails of this stream sent or due so far. */
  mails: number;
  /** The mail the outbox owes, if any; `mailDue` mirrors it for the read model's filter. */
  mail?: DueMail;
  mailDue: boolean;
  confirmedAt?: string;
  alertedAt?: string;
  unsubscribedAt?: string;
  lastError?: string;
};

/** Null: nobody asked for this alert. */
export const initialBackInStockState = (): BackInStockState | null => null;

/** Whether the due mail may be attempted at `now`: due, and not held by a worker still within its lease. */
export function mailAttemptDue(
  state: BackInStockState | null,
  now: string,
): state is BackInStockState & { mail: DueMail } {
  const at = Date.parse(now);
  const mail = state?.mail;
  return (
    mail !== undefined &&
    Date.parse(mail.nextAttemptAt) <= at &&
    !(mail.leaseUntil !== undefined && Date.parse(mail.leaseUntil) > at)
  );
}

export function decideBackInStock(
  command: BackInStockCommand,
  state: BackInStockState | null,
): BackInStockEvent[] {
  switch (command.type) {
    case 'RequestAlert': {
      // Confirmed already, or the confirmation mail not out yet: nothing new (the answer is the
      // same either way, so nobody learns whether an address asked before).
      if (state?.status === 'confirmed') return [];
      if (state?.status === 'unconfirmed' && state.mail) return [];
      const cycle = state?.status === 'unconfirmed' ? state.cycle : (state?.cycle ?? 0) + 1;
      return [{ type: 'BackInStockRequested', data: { ...command.data, cycle } }];
    }
    case 'ConfirmAlert':
      return state?.status === 'unconfirmed' && state.cycle === command.data.cycle
        ? [{ type: 'BackInStockConfirmed', data: { cycle: state.cycle, confirmedAt: command.data.now } }]
        : [];
    case 'UnsubscribeAlert':
      return state?.status === 'unconfirmed' || state?.status === 'confirmed'
        ? [{ type: 'BackInStockUnsubscribed', data: { unsubscribedAt: command.data.now } }]
        : [];
    case 'NoteRestock':
      // Only a confirmed alert is told, and only once: a second webhook finds it alerted (or its
      // alert already due) and records nothing.
      return state?.status === 'confirmed' && state.mail?.kind !== 'alert'
        ? [{ type: 'BackInStockRestocked', data: { restockedAt: command.data.now } }]
        : [];
    case 'ClaimMail':
      return mailAttemptDue(state, command.data.now)
        ? [
            {
              type: 'BackInStockMailStarted',
              data: {
                kind: state.mail.kind,
                attempt: state.mail.attempts + 1,
                leaseUntil: command.data.leaseUntil,
              },
            },
          ]
        : [];
    case 'RecordMailFailed':
      return state?.mail
        ? [{ type: 'BackInStockMailFailed', data: { kind: state.mail.kind, ...command.data } }]
        : [];
    case 'RecordMailSent':
      return state?.mail
        ? [{ type: 'BackInStockMailSent', data: { kind: state.mail.kind, ...command.data } }]
        : [];
  }
}

const dueMail = (state: BackInStockState | null, kind: MailKind, at: string): DueMail => ({
  kind,
  number: (state?.mails ?? 0) + 1,
  attempts: 0,
  nextAttemptAt: at,
});

export function evolveBackInStock(
  state: BackInStockState | null,
  event: BackInStockEvent,
): BackInStockState | null {
  switch (event.type) {
    case 'BackInStockRequested': {
      const { cycle, ...request } = event.data;
      const mail = dueMail(state, 'confirmation', request.requestedAt);
      return {
        ...request,
        status: 'unconfirmed',
        cycle,
        mails: mail.number,
        mail,
        mailDue: true,
      };
    }
    case 'BackInStockConfirmed':
      // A confirmation mail still being retried is no longer needed.
      return state && { ...withoutMail(state), status: 'confirmed', confirmedAt: event.data.confirmedAt };
    case 'BackInStockUnsubscribed':
      return (
        state && { ...withoutMail(state), status: 'unsubscribed', unsubscribedAt: event.data.unsubscribedAt }
      );
    case 'BackInStockRestocked': {
      if (!state) return state;
      const mail = dueMail(state, 'alert', event.data.restockedAt);
      return { ...state, mails: mail.number, mail, mailDue: true };
    }
    case 'BackInStockMailStarted':
      return state?.mail ? { ...state, mail: { ...state.mail, leaseUntil: event.data.leaseUntil } } : state;
    case 'BackInStockMailFailed':
      return state?.mail
        ? {
            ...state,
            mail: {
              kind: state.mail.kind,
              number: state.mail.number,
              attempts: event.data.attempt,
              nextAttemptAt: event.data.nextAttemptAt,
            },
            lastError: event.data.reason,
          }
        : state;
    case 'BackInStockMailSent': {
      if (!state) return state;
      const sent = withoutMail(state);
      return event.data.kind === 'alert'
        ? { ...sent, status: 'alerted', alertedAt: event.data.sentAt }
        : sent;
    }
  }
}

const withoutMail = ({ mail: _mail, lastError: _error, ...rest }: BackInStockState): BackInStockState => ({
  ...rest,
  mailDue: false,
});

export const backInStockDecider: Decider<BackInStockState | null, BackInStockCommand, BackInStockEvent> = {
  decide: decideBackInStock,
  evolve: evolveBackInStock,
  initialState: initialBackInStockState,
};
