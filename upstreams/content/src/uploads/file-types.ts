import { validationError } from '../errors.ts';

/**
 * The upload allow-list: what the shop's content needs (banners, logos, documents). The file's
 * first bytes must match the type it claims, so a script renamed to .png is refused.
 */
const allowed: Record<string, { exts: string[]; sniff: (head: Buffer) => boolean }> = {
  'image/png': {
    exts: ['.png'],
    sniff: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  'image/jpeg': { exts: ['.jpg', '.jpeg'], sniff: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  'image/gif': { exts: ['.gif'], sniff: (b) => b.subarray(0, 4).toString('latin1') === 'GIF8' },
  'image/webp': {
    exts: ['.webp'],
    sniff: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  'image/avif': { exts: ['.avif'], sniff: (b) => b.subarray(4, 12).toString('latin1').startsWith('ftypavi') },
  'image/svg+xml': { exts: ['.svg'], sniff: (b) => /<svg[\s>]/i.test(b.subarray(0, 4096).toString('utf8')) },
  'application/pdf': { exts: ['.pdf'], sniff: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-' },
};

export const allowedMimeTypes = Object.keys(allowed);

/** Checks the declared type, the name's extension and the content agree; returns the extension. */
export function checkFileType(
  fileName: string,
  declaredMime: string,
  content: Buffer,
): { ext: string; mime: string } {
  const mime = declaredMime.split(';')[0]!.trim().toLowerCase();
  const rule = allowed[mime];
  const ext = (/\.[^./\\]+$/.exec(fileName)?.[0] ?? '').toLowerCase();
  if (!rule)
    throw validationError(`File type ${mime || 'unknown'} is not allowed`, {
      allowedTypes: allowedMimeTypes,
    });
  if (!rule.exts.includes(ext)) {
    throw validationError(`File extension ${ext || '(none)'} does not match type ${mime}`, {
      allowedTypes: allowedMimeTypes,
    });
  }
  if (!rule.sniff(content))
    throw validationError(`File content is not ${mime}`, { allowedTypes: allowedMimeTypes });
  return { ext, mime };
}
