import { createHmac, randomUUID } from 'node:crypto';
import { createLogger, loadOrCreateSecrets, varDir } from '@nails/platform';
import { ExponentialBackoff, handleWhenResult, noJitterGenerator, retry } from 'cockatiel';

/**
 * Webhooks as WooCommerce sends them: POST of the resource as JSON, HMAC-SHA256 of the raw body
 * (base64) in X-WC-Webhook-Signature, and the topic split into resource and event. A failed
 * delivery (network error or non-2xx) is retried with exponential backoff (`retryRefusedDelivery`).
 */
export type WebhookTopic = 'product.created' | 'product.updated' | 'product.deleted' | 'order.created';

export const DEFAULT_WEBHOOK_URLS = 'http://127.0.0.1:3000/webhooks/commerce';

export interface WebhookOptions {
  /** Where the settings come from (COMMERCE_WEBHOOK_URLS, VAR_DIR, COMMERCE_PUBLIC_URL); default process.env. */
  env?: NodeJS.ProcessEnv;
  /** Attempts per URL, first one included. */
  attempts?: number;
  /** First retry delay; each next one doubles. */
  baseDelayMs?: number;
}

export interface Delivery {
  url: string;
  ok: boolean;
  attempts: number;
  status?: number;
}

const logger = createLogger('commerce-webhooks');

export function webhookUrls(env: NodeJS.ProcessEnv): string[] {
  return (env.COMMERCE_WEBHOOK_URLS ?? DEFAULT_WEBHOOK_URLS)
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
}

export function signWebhookBody(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('base64');
}

/**
 * Sends `topic` with `resource` to every configured URL. Resolves when every URL has answered
 * 2xx or run out of attempts; callers that must not wait may ignore the promise (it never rejects).
 */
export async function emitWebhook(
  topic: WebhookTopic,
  resource: unknown,
  options: WebhookOptions = {},
): Promise<Delivery[]> {
  const env = options.env ?? process.env;
  const urls = webhookUrls(env);
  if (urls.length === 0) return [];
  const secret = env.COMMERCE_WEBHOOK_SECRET || loadOrCreateSecrets(varDir(env)).commerceWebhookSecret;
  const body = JSON.stringify(resource);
  const headers = webhookHeaders(topic, body, secret, env);
  return Promise.all(urls.map((url) => deliver(url, body, headers, options, topic)));
}

/** The headers WooCommerce sends with a delivery (signature of the exact body). */
export function webhookHeaders(
  topic: string,
  body: string,
  secret: string,
  env: NodeJS.ProcessEnv,
): Record<string, string> {
  const [resourceName = '', event = ''] = topic.split('.');
  return {
    'content-type': 'application/json',
    'user-agent': 'WooCommerce/9.0 Hookshot (WordPress/6.5)',
    'x-wc-webhook-source': `${env.COMMERCE_PUBLIC_URL ?? 'http://localhost:4010'}/`,
    'x-wc-webhook-topic': topic,
    'x-wc-webhook-resource': resourceName,
    'x-wc-webhook-event': event,
    'x-wc-webhook-signature': signWebhookBody(body, secret),
    'x-wc-webhook-delivery-id': randomUUID(),
  };
}

/** One POST; `ok` only for a 2xx answer. Never throws. */
export async function postOnce(
  url: string,
  body: string,
  headers: Record<string, string>,
): Promise<{ ok: boolean; status?: number }> {
  try {
    const response = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) });
    await response.body?.cancel();
    return { ok: response.ok, status: response.status };
  } catch {
    return { ok: false };
  }
}

/**
 * Retries a refused delivery (network error or non-2xx) with exponential backoff, as WooCommerce
 * does: `attempts` in all, the first retry after `baseDelayMs`, each next one twice as long. The
 * timer is ref'd (cockatiel's default): a CLI awaiting a delivery must not exit between two tries.
 */
export function retryRefusedDelivery(attempts: number, baseDelayMs: number) {
  return retry(
    handleWhenResult((answer) => !(answer as { ok: boolean }).ok),
    {
      maxAttempts: Math.max(0, attempts - 1),
      backoff: new ExponentialBackoff({
        initialDelay: baseDelayMs,
        maxDelay: Number.POSITIVE_INFINITY,
        generator: noJitterGenerator,
      }),
    },
  );
}

async function deliver(
  url: string,
  body: string,
  headers: Record<string, string>,
  options: WebhookOptions,
  topic: string,
): Promise<Delivery> {
  const policy = retryRefusedDelivery(options.attempts ?? 5, options.baseDelayMs ?? 1000);
  let tries = 0;
  const answer = await policy.execute(() => {
    tries += 1;
    return postOnce(url, body, headers);
  });
  const status = answer.status;
  if (answer.ok) return { url, ok: true, attempts: tries, ...(status === undefined ? {} : { status }) };
  logger.warn({ url, topic, status, attempts: tries }, 'webhook delivery failed after every retry');
  return { url, ok: false, attempts: tries, ...(status === undefined ? {} : { status }) };
}
