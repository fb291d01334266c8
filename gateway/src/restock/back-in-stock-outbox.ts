import type { Logger } from '@nails/platform';
import { isExpectedVersionConflictError, type EventLog } from '../events/log.ts';
import { decideBackInStock, type BackInStockCommand, type DueMail } from './back-in-stock-decider.ts';
import type { BackInStockDoc } from './back-in-stock-model.ts';
import type { BackInStockRepository } from './back-in-stock.ts';

export interface BackInStockOutboxOptions {
  /** First retry delay; each failure doubles it up to `maxBackoffMs`. */
  minBackoffMs?: number;
  maxBackoffMs?: number;
  /** How often owed mails are looked for when nothing wakes the worker. */
  pollMs?: number;
  /** How long a claimed attempt is left to its worker before another may try it again. */
  leaseMs?: number;
  logger?: Pick<Logger, 'info' | 'warn'>;
}

/** Sends one owed mail of an alert (`back-in-stock-mails.ts` composes it); throws when it was not sent. */
export type SendAlertMail = (alert: BackInStockDoc & { _id: string }, mail: DueMail) => Promise<void>;

/**
 * Sends the mails the alerts owe, as the newsletter's outbox delivers sign-ups (`newsletter/outbox.ts`):
 * a worker claims the mail's next attempt by appending `BackInStockMailStarted` at the version it
 * read, so of two gateway instances only one sends; the result is appended after. What was decided
 * before a crash (a restock noticed, the webhook answered) is in the log, so a restarted gateway
 * sends it: never zero mails. A worker that dies mid-attempt leaves a claim that lapses after
 * `leaseMs`, and the mail is tried again under the same Message-ID (the mailbox keeps one file per
 * id; SMTP receivers may drop the repeat), so a crash between sending and recording it is the one
 * case a second copy can reach an SMTP server.
 */
export class BackInStockOutbox {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  /** Started and not stopped: kicks and polls run passes (a gateway with BACK_IN_STOCK_OUTBOX=0 never starts). */
  private active = false;
  /** Stopped: a pass in progress ends before its next mail. */
  private stopped = false;

  constructor(
    private readonly log: EventLog,
    private readonly alerts: BackInStockRepository,
    private readonly send: SendAlertMail,
    private readonly options: BackInStockOutboxOptions = {},
  ) {}

  start(): void {
    this.active = true;
    this.stopped = false;
    this.schedule(0);
  }

  /** Runs a pass now (after the current one when a pass is running). */
  kick(): void {
    if (!this.active) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  async stop(): Promise<void> {
    this.active = false;
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** One pass over the owed mails; resolves when each due one has been tried. */
  async runOnce(): Promise<void> {
    const now = new Date().toISOString();
    for (const alert of await this.alerts.mailsOwed()) {
      if (this.stopped) return;
      const leaseUntil = new Date(Date.now() + (this.options.leaseMs ?? 60_000)).toISOString();
      const claim = decideBackInStock({ type: 'ClaimMail', data: { now, leaseUntil } }, alert);
      if (claim.length === 0 || !alert.mail) continue; // not due yet, or another worker holds it
      if (!(await this.record(alert._id, BigInt(alert.version), claim))) continue; // another worker won it
      const mail = alert.mail;
      const attempt = mail.attempts + 1;
      const claimed = { ...alert, version: alert.version + 1 };
      try {
        await this.send(alert, mail);
      } catch (error) {
        const backoff = Math.min(
          this.options.maxBackoffMs ?? 300_000,
          (this.options.minBackoffMs ?? 1_000) * 2 ** (attempt - 1),
        );
        const reason = error instanceof Error ? error.message : String(error);
        this.options.logger?.warn(
          { kind: mail.kind, attempt, backoff, reason },
          'back-in-stock mail failed, will retry',
        );
        await this.decideAndRecord(alert._id, claimed, {
          type: 'RecordMailFailed',
          data: { attempt, reason, nextAttemptAt: new Date(Date.now() + backoff).toISOString() },
        });
        continue;
      }
      await this.decideAndRecord(alert._id, claimed, {
        type: 'RecordMailSent',
        data: { attempt, sentAt: new Date().toISOString() },
      });
      this.options.logger?.info({ kind: mail.kind, attempt }, 'back-in-stock mail sent');
    }
  }

  private decideAndRecord(
    stream: string,
    alert: BackInStockDoc,
    command: BackInStockCommand,
  ): Promise<boolean> {
    return this.record(stream, BigInt(alert.version), decideBackInStock(command, alert));
  }

  /** False when another worker appended first: its record stands. */
  private async record(
    stream: string,
    expected: bigint,
    events: Parameters<EventLog['append']>[1],
  ): Promise<boolean> {
    try {
      await this.log.append(stream, events, expected);
      return true;
    } catch (error) {
      if (!isExpectedVersionConflictError(error)) throw error;
      return false;
    }
  }

  private schedule(delay: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.running = this.runOnce()
        .catch((error: unknown) =>
          this.options.logger?.warn({ err: error }, 'back-in-stock outbox pass failed'),
        )
        .finally(() => {
          this.running = undefined;
          if (!this.active) return;
          const next = this.again ? 0 : (this.options.pollMs ?? 1_000);
          this.again = false;
          this.schedule(next);
        });
    }, delay);
    this.timer.unref();
  }
}
