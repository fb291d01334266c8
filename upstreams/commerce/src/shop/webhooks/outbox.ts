import type { Logger } from '@nails/platform';
import type { Db } from '../db.ts';
import { postOnce, webhookHeaders, webhookUrls, type WebhookTopic } from './webhooks.ts';

/**
 * The running service's webhooks go through a table: a delivery is written first, then sent;
 * failures are retried with exponential backoff (1 s, 2 s, 4 s, … up to MAX_ATTEMPTS), and
 * deliveries still due when the service stops are sent after the next start.
 */
export const MAX_ATTEMPTS = 6;

export interface OutboxOptions {
  db: Db;
  env: NodeJS.ProcessEnv;
  secret: string;
  logger: Logger;
  baseDelayMs?: number;
}

interface DueRow {
  id: number;
  topic: string;
  url: string;
  body: string;
  attempts: number;
}

export class WebhookOutbox {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(private readonly options: OutboxOptions) {}

  /** Queues `topic` for every configured URL and starts sending at once. */
  enqueue(topic: WebhookTopic, resource: unknown): void {
    const urls = webhookUrls(this.options.env);
    if (urls.length === 0 || this.stopped) return;
    const body = JSON.stringify(resource);
    const insert = this.options.db.prepare(
      'INSERT INTO webhook_outbox (topic, url, body, next_attempt_at, created_at) VALUES (?, ?, ?, ?, ?)',
    );
    const at = Date.now();
    this.options.db.transaction(() => urls.forEach((url) => insert.run(topic, url, body, at, at)))();
    void this.kick();
  }

  /** Sends what is due now and schedules the next due delivery. Resolves when this round is done. */
  kick(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    this.running ??= this.round().finally(() => {
      this.running = undefined;
      this.schedule();
    });
    return this.running;
  }

  /** Stops sending (the service is closing); what is left stays queued for the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  private async round(): Promise<void> {
    const { db, env, secret, logger } = this.options;
    const due = db
      .prepare(
        'SELECT id, topic, url, body, attempts FROM webhook_outbox WHERE delivered_at IS NULL AND failed_at IS NULL AND next_attempt_at <= ? ORDER BY id LIMIT 50',
      )
      .all(Date.now()) as DueRow[];
    await Promise.all(
      due.map(async (row) => {
        const answer = await postOnce(row.url, row.body, webhookHeaders(row.topic, row.body, secret, env));
        if (this.stopped && !db.open) return;
        const attempts = row.attempts + 1;
        if (answer.ok) {
          db.prepare(
            'UPDATE webhook_outbox SET attempts = ?, delivered_at = ?, last_status = ? WHERE id = ?',
          ).run(attempts, Date.now(), answer.status ?? null, row.id);
        } else if (attempts >= MAX_ATTEMPTS) {
          db.prepare(
            'UPDATE webhook_outbox SET attempts = ?, failed_at = ?, last_status = ? WHERE id = ?',
          ).run(attempts, Date.now(), answer.status ?? null, row.id);
          logger.warn(
            { topic: row.topic, url: row.url, status: answer.status, attempts },
            'webhook delivery failed after every retry',
          );
        } else {
          const delay = (this.options.baseDelayMs ?? 1000) * 2 ** (attempts - 1);
          db.prepare(
            'UPDATE webhook_outbox SET attempts = ?, next_attempt_at = ?, last_status = ? WHERE id = ?',
          ).run(attempts, Date.now() + delay, answer.status ?? null, row.id);
        }
      }),
    );
  }

  private schedule(): void {
    if (this.stopped || !this.options.db.open) return;
    const next = this.options.db
      .prepare(
        'SELECT MIN(next_attempt_at) AS at FROM webhook_outbox WHERE delivered_at IS NULL AND failed_at IS NULL',
      )
      .get() as { at: number | null };
    if (this.timer) clearTimeout(this.timer);
    if (next.at === null) return;
    this.timer = setTimeout(() => void this.kick(), Math.max(0, next.at - Date.now()));
    this.timer.unref();
  }
}
