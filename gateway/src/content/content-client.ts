import { GatewayError } from '../errors.ts';
import { UpstreamError, UpstreamPolicy, type UpstreamPolicyOptions } from '../upstreams/resilience.ts';
import { contentImages, imagePathsIn } from '../images/image-sources.ts';

/** Behaviour §8 content service mapping: status → error name. */
const statusNames: Record<number, string> = {
  400: 'bad request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not found',
  408: 'timeout',
  500: 'server error',
};

export type StrapiItem = Record<string, unknown>;

/** Where the content service is (`CONTENT_API_URL`, `CONTENT_API_TOKEN`, `CONTENT_TIMEOUT_MS`). */
export interface ContentSettings {
  url: string;
  token: string;
  /** Behaviour §9: content-service requests time out after 10,000 ms. */
  timeoutMs?: number;
}

/**
 * Makes a content client and its upstream policy (timeout, breaker, retries of reads; `metrics`
 * counts its calls and circuit as `content`). A gateway process has one: the app makes it
 * (`plugins/app/upstreams.ts`, `app.upstreams.content`) unless it is handed one, so the
 * newsletter outbox and the content fields share one breaker.
 */
export function createContentClient(
  settings: ContentSettings,
  options: Omit<UpstreamPolicyOptions, 'name' | 'timeoutMs'> = {},
): ContentClient {
  const policy = new UpstreamPolicy({ name: 'content', timeoutMs: settings.timeoutMs ?? 10_000, ...options });
  return new ContentClient(settings.url, settings.token, policy);
}

/** Per call: a shorter deadline than the policy's, for answers a shopper is waiting on. */
export interface CallOptions {
  timeoutMs?: number;
}

/**
 * The Strapi REST dialect (upstreams/content/docs/dialect.md): bearer API token, `{data, meta}` envelopes. Reads go
 * through the policy with retries; writes without. Strapi 4's `{id, attributes}` items are
 * flattened so the rest of the gateway reads Strapi 5's shape either way.
 */
export class ContentClient {
  constructor(
    private readonly baseUrl: string,
    private readonly token: string,
    readonly policy: UpstreamPolicy,
  ) {}

  /**
   * A content image's address as the shop names it: an upload of the content service is its path
   * (`/media/content/…`, images/image-sources.ts), never the service's own address.
   */
  absoluteUrl(url: string | undefined | null): string | undefined {
    if (!url) return undefined;
    const absolute = new URL(url, this.baseUrl).toString();
    return imagePathsIn(absolute, [contentImages(this.baseUrl)]);
  }

  async find(path: string, query: Record<string, string>, options: CallOptions = {}): Promise<StrapiItem[]> {
    const data = (await this.request('GET', path, query, undefined, options)) as
      StrapiItem[] | StrapiItem | null;
    return (Array.isArray(data) ? data : data ? [data] : []).map(flatten);
  }

  async findSingle(
    path: string,
    query: Record<string, string>,
    options: CallOptions = {},
  ): Promise<StrapiItem | undefined> {
    return (await this.find(path, query, options))[0];
  }

  async create(path: string, data: Record<string, unknown>): Promise<StrapiItem> {
    return flatten((await this.request('POST', path, {}, { data })) as StrapiItem);
  }

  private async request(
    method: string,
    path: string,
    query: Record<string, string>,
    body?: unknown,
    options: CallOptions = {},
  ): Promise<unknown> {
    const url = new URL(`/api/${path}`, this.baseUrl);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    return this.policy.run(method === 'GET', async (signal) => {
      const response = await fetch(url, {
        method,
        signal: options.timeoutMs
          ? AbortSignal.any([signal, AbortSignal.timeout(options.timeoutMs)])
          : signal,
        headers: {
          authorization: `Bearer ${this.token}`,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      if (response.status >= 500 || response.status === 408) {
        throw new UpstreamError(
          this.policy.name,
          statusNames[response.status] ?? `HTTP ${response.status}`,
          response.status,
        );
      }
      const json = (await response.json().catch(() => ({}))) as {
        data?: unknown;
        error?: { message?: string };
      };
      if (!response.ok) {
        const name = statusNames[response.status] ?? 'generic';
        throw new GatewayError(
          response.status === 404 ? 'NOT_FOUND' : 'BAD_USER_INPUT',
          json.error?.message ?? name,
          { upstream: 'content', status: response.status },
        );
      }
      return json.data ?? null;
    });
  }
}

function flatten(item: StrapiItem): StrapiItem {
  if (item && typeof item === 'object' && 'attributes' in item && typeof item.attributes === 'object') {
    const { attributes, ...rest } = item as { attributes: StrapiItem };
    const flat: StrapiItem = { ...rest };
    for (const [key, value] of Object.entries(attributes)) {
      // Strapi 4 wraps relations and media as {data: …}.
      const inner =
        value && typeof value === 'object' && 'data' in value ? (value as { data: unknown }).data : value;
      flat[key] =
        inner && typeof inner === 'object' && !Array.isArray(inner) ? flatten(inner as StrapiItem) : inner;
    }
    return flat;
  }
  return item;
}
