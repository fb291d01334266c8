import { negotiate } from '@fastify/accept-negotiator';
import { LRUCache } from 'lru-cache';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

const seenHeaders = new Map<string, Encoding>();

/**
 * The encoding a client accepts for a cached answer, negotiated as the compress plugin does
 * (`plugins/external/compress.ts`, with the same library): the highest q-value wins, br before gzip
 * on a tie; a `q=0` refuses one, `*` accepts any.
 */
export function acceptedEncoding(header: string | string[] | undefined): Encoding {
  if (!header) return 'identity';
  // Browsers send one of a handful of values: each is read once, not on every hit.
  const known = typeof header === 'string' ? seenHeaders.get(header) : undefined;
  if (known !== undefined) return known;
  const encoding = readAcceptEncoding(String(header));
  if (typeof header === 'string') {
    if (seenHeaders.size >= 100) seenHeaders.clear(); // a client inventing values gains nothing
    seenHeaders.set(header, encoding);
  }
  return encoding;
}

const encodings: Encoding[] = ['br', 'gzip', 'identity'];
const readAcceptEncoding = (header: string): Encoding =>
  (negotiate(header, encodings) as Encoding | null) ?? 'identity';

interface Encoded {
  text: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * Cached answers as bytes, encoded once per entry instead of on every hit: the UTF-8 bytes of the
 * text (a string answer would be encoded again by the socket on each write), and each compressed
 * variant the first time a client asks for it (the compress plugin would brotli the same bytes
 * for each request). Kept per cache key while the cached text is the same; a refreshed entry is
 * encoded again. Below `threshold` bytes nothing is compressed, as the compress plugin leaves
 * answers below that many bytes.
 */
export class EncodedAnswers {
  private readonly encoded: LRUCache<string, Encoded>;

  constructor(
    max = 1_000,
    private readonly threshold = 1_024,
    /** A bound on the bytes held (the text itself is the cache entry's, not counted again). */
    maxBytes?: number,
  ) {
    this.encoded = new LRUCache<string, Encoded>({
      max,
      ...(maxBytes
        ? {
            maxSize: maxBytes,
            sizeCalculation: (entry: Encoded) =>
              entry.identity.length + (entry.br?.length ?? 0) + (entry.gzip?.length ?? 0) + 1,
          }
        : {}),
    });
  }

  /** What to send and the `content-encoding` it carries (undefined: the text's own bytes). */
  get(key: string, text: string, wanted: Encoding): { body: Buffer; encoding?: 'br' | 'gzip' } {
    let entry = this.encoded.get(key);
    if (!entry || entry.text !== text) {
      entry = { text, identity: Buffer.from(text) };
      this.encoded.set(key, entry);
    }
    if (wanted === 'identity' || entry.identity.length < this.threshold) return { body: entry.identity };
    if (wanted === 'br') {
      if (!entry.br) {
        entry.br = brotliCompressSync(entry.identity, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 4 }, // the compress plugin's setting, for the same bytes
        });
        this.recount(key, entry);
      }
      return { body: entry.br, encoding: 'br' };
    }
    if (!entry.gzip) {
      entry.gzip = gzipSync(entry.identity, { level: 6 });
      this.recount(key, entry);
    }
    return { body: entry.gzip, encoding: 'gzip' };
  }

  /** A variant added to an entry counts towards the bound: setting it again makes the LRU size it anew. */
  private recount(key: string, entry: Encoded): void {
    if (this.encoded.maxSize && this.encoded.peek(key) === entry) this.encoded.set(key, entry);
  }
}
