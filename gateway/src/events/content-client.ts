/**
 * The two content-service calls the newsletter needs (spec §7, Strapi REST dialect): the
 * `sub_code` / `sub_sucess_msg` settings and `POST /api/subscription-emails`.
 */
export interface ContentApi {
  url: string;
  token: string;
  /** Spec §9: content-service requests time out after 10,000 ms. */
  timeoutMs?: number;
}

export class ContentDeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContentDeliveryError';
  }
}

export async function postSubscriptionEmail(api: ContentApi, email: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(new URL('/api/subscription-emails', api.url), {
      method: 'POST',
      headers: { authorization: `Bearer ${api.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ data: { email, form_to: 'subscription-modal', is_send_mail: false } }),
      signal: AbortSignal.timeout(api.timeoutMs ?? 10_000),
    });
  } catch (error) {
    throw new ContentDeliveryError(`content service unreachable: ${(error as Error).message}`);
  }
  const body = await response.text();
  if (response.ok) return;
  // Strapi refuses a second record of a unique email: it is already there, which is what we want.
  if (response.status === 400 && /unique/i.test(body)) return;
  throw new ContentDeliveryError(`content service answered ${response.status}`);
}

/** Reads one `configs` entry by key; undefined when it is missing or closed. */
export async function readConfigValue(
  api: ContentApi,
  key: string,
  locale?: string,
): Promise<string | undefined> {
  const url = new URL('/api/configs', api.url);
  url.searchParams.set('filters[key][$eq]', key);
  if (locale) url.searchParams.set('locale', locale);
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${api.token}` },
    signal: AbortSignal.timeout(api.timeoutMs ?? 10_000),
  });
  if (!response.ok) throw new ContentDeliveryError(`content service answered ${response.status}`);
  const body = (await response.json()) as { data?: ConfigEntry[] };
  const entry = body.data?.[0];
  // Strapi 4 nests fields under `attributes`, Strapi 5 returns them flat.
  const fields = entry?.attributes ?? entry;
  return fields && fields.is_open !== false && fields.value != null ? String(fields.value) : undefined;
}

type ConfigFields = { key?: string; value?: unknown; is_open?: boolean };
type ConfigEntry = ConfigFields & { attributes?: ConfigFields };
