import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding, EncodedAnswers } from '../../src/cache/encoded-answers.ts';

describe('cached answers sent compressed', () => {
  it('picks br, then gzip, as the compress plugin does, and honours q-values', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(acceptedEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(acceptedEncoding('deflate')).toBe('identity');
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding('identity')).toBe('identity');
    expect(acceptedEncoding(undefined)).toBe('identity');
  });

  it('compresses a large answer once per encoding, and again only when the cached text changes', () => {
    const answers = new EncodedAnswers();
    const text = JSON.stringify({ data: { products: Array.from({ length: 300 }, (_, id) => ({ id })) } });
    const br = answers.get('k', text, 'br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body as Buffer).toString()).toBe(text);
    expect(answers.get('k', text, 'br').body).toBe(br.body); // the same bytes, not compressed again
    const gzip = answers.get('k', text, 'gzip');
    expect(gunzipSync(gzip.body as Buffer).toString()).toBe(text);
    const refreshed = text.replace('"id":1,', '"id":1000,');
    expect(brotliDecompressSync(answers.get('k', refreshed, 'br').body as Buffer).toString()).toBe(refreshed);
  });

  it('sends a small answer, or one asked without compression, as the bytes of its text, encoded once', () => {
    const answers = new EncodedAnswers();
    const small = answers.get('small', '{"data":{}}', 'br');
    expect(small.encoding).toBeUndefined();
    expect(small.body.toString()).toBe('{"data":{}}');
    const text = 'é'.repeat(5_000);
    const plain = answers.get('big', text, 'identity');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe(text);
    expect(answers.get('big', text, 'identity').body).toBe(plain.body); // not encoded again per hit
  });

  it('keeps no more bytes than its bound, compressed variants counted, dropping the least recently used', () => {
    const answers = new EncodedAnswers(1_000, 1_024, 20_000);
    const textOf = (n: number) =>
      JSON.stringify({ data: { products: Array.from({ length: 200 }, (_, id) => ({ id: id * n })) } });
    const first = answers.get('search-0', textOf(0), 'br');
    // Each answer is about 4 KB of text plus its brotli bytes: far more than 20 KB in all.
    for (let n = 1; n <= 50; n += 1) answers.get(`search-${n}`, textOf(n), 'br');
    expect(answers.get('search-0', textOf(0), 'br').body).not.toBe(first.body); // dropped, encoded afresh
    const recent = answers.get('search-50', textOf(50), 'br');
    expect(answers.get('search-50', textOf(50), 'br').body).toBe(recent.body); // the recent one is kept
  });
});
