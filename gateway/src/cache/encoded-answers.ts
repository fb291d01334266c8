import { LRUCache } from 'lru-cache';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * The encoding a client accepts for a cached answer, preferring br then gzip as the compress
 * plugin does (`plugins/external/compress.ts`); a `q=0` refuses one, `*` accepts any.
 */
export function acceptedEncoding(header: string | string[] | undefined): Encoding {
  if (!header) return 'identity';
  let gzip = false;
  for (const part of String(header).toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    if (parameters.some((parameter) => /^q=0(\.0*)?$/.test(parameter))) continue;
    if (name === 'br' || name === '*') return 'br';
    if (name === 'gzip') gzip = true;
  }
  return gzip ? 'gzip' : 'identity';
}

interface Encoded {
  text: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * Cached answers as bytes, compressed once per encoding instead of on every hit (the compress
 * plugin would brotli the same bytes for each request). Kept per cache key while the cached text
 * is the same; a refreshed entry is encoded again. Below `threshold` characters nothing is compressed,
 * as the compress plugin leaves answers below that many bytes.
 */
export class EncodedAnswers {
  private readonly encoded: LRUCache<string, Encoded>;

  constructor(
    max = 1_000,
    private readonly threshold = 1_024,
  ) {
    this.encoded = new LRUCache({ max });
  }

  /**
   * What to send and the `content-encoding` it carries (undefined: the text as it is; a string,
   * which the metrics' error check reads without decoding bytes).
   */
  get(key: string, text: string, wanted: Encoding): { body: Buffer | string; encoding?: 'br' | 'gzip' } {
    if (wanted === 'identity' || text.length < this.threshold) return { body: text };
    let entry = this.encoded.get(key);
    if (!entry || entry.text !== text) {
      entry = { text, identity: Buffer.from(text) };
      this.encoded.set(key, entry);
    }
    if (wanted === 'br') {
      entry.br ??= brotliCompressSync(entry.identity, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 4 }, // the compress plugin's setting, for the same bytes
      });
      return { body: entry.br, encoding: 'br' };
    }
    entry.gzip ??= gzipSync(entry.identity, { level: 6 });
    return { body: entry.gzip, encoding: 'gzip' };
  }
}
