import { isAllowedSource } from './modifiers.ts';

/** Why a source could not be used: `missing` is the upstream's 404/410, the rest its failure. */
export class ImageSourceError extends Error {
  constructor(
    readonly kind: 'missing' | 'failed',
    message: string,
  ) {
    super(message);
    this.name = 'ImageSourceError';
  }
}

export interface FetchSourceOptions {
  allowedHosts: ReadonlySet<string>;
  timeoutMs: number;
  maxBytes: number;
  maxRedirects?: number;
}

/**
 * Fetches an image source. Redirects are followed by hand (`redirect: 'manual'`) so every hop is
 * checked against the allowed hosts again: an allowed host cannot bounce the gateway to another
 * (SSRF). The body is read up to `maxBytes`.
 */
export async function fetchImageSource(start: URL, options: FetchSourceOptions): Promise<Buffer> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let url = start;
  for (let hop = 0; hop <= (options.maxRedirects ?? 3); hop += 1) {
    const response = await fetch(url, { redirect: 'manual', signal }).catch((error: unknown) => {
      throw new ImageSourceError('failed', `source unreachable: ${(error as Error).name}`);
    });
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel();
      const location = response.headers.get('location');
      const next = location ? parseUrl(location, url) : undefined;
      if (!next || !isAllowedSource(next, options.allowedHosts))
        throw new ImageSourceError('failed', 'source redirected off the allowed hosts');
      url = next;
      continue;
    }
    if (response.status === 404 || response.status === 410) {
      await response.body?.cancel();
      throw new ImageSourceError('missing', 'source not found');
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new ImageSourceError('failed', `source answered ${response.status}`);
    }
    return readLimited(response, options.maxBytes);
  }
  throw new ImageSourceError('failed', 'source redirected too many times');
}

function parseUrl(text: string, base: URL): URL | undefined {
  try {
    return new URL(text, base);
  } catch {
    return undefined;
  }
}

async function readLimited(response: Response, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw new ImageSourceError('failed', 'source too large');
  }
  const chunks: Buffer[] = [];
  let total = 0;
  const reader = response.body?.getReader();
  try {
    for (;;) {
      const chunk = reader ? await reader.read() : { done: true as const, value: undefined };
      if (chunk.done) break;
      total += chunk.value.length;
      if (total > maxBytes) {
        await reader?.cancel();
        throw new ImageSourceError('failed', 'source too large');
      }
      chunks.push(Buffer.from(chunk.value));
    }
  } catch (error) {
    if (error instanceof ImageSourceError) throw error;
    throw new ImageSourceError('failed', 'source body interrupted');
  }
  return Buffer.concat(chunks);
}
