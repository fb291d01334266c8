/**
 * A gettext .mo file (GNU gettext manual, "The Format of GNU MO Files"), written from Node so the
 * companion suite can give its test shop a few translations: the bundle has no language packs and
 * nothing can be downloaded (upstreams/woocommerce-stack README, "Known limits").
 */

/** The bytes of a little-endian .mo holding `translations` (original → translated) and a UTF-8 header. */
export function moFile(translations: Record<string, string>, language: string): Buffer {
  const entries: [Buffer, Buffer][] = [
    ['', `Content-Type: text/plain; charset=UTF-8\nLanguage: ${language}\n`] as const,
    ...Object.entries(translations),
  ]
    .map(([original, translated]): [Buffer, Buffer] => [
      Buffer.from(original, 'utf8'),
      Buffer.from(translated, 'utf8'),
    ])
    // Readers may look originals up by binary search, so they are sorted by their bytes.
    .sort(([a], [b]) => Buffer.compare(a, b));

  const headerSize = 7 * 4;
  const originalsTable = headerSize;
  const translationsTable = originalsTable + entries.length * 8;
  let offset = translationsTable + entries.length * 8;
  const header = Buffer.alloc(headerSize + entries.length * 16);
  header.writeUInt32LE(0x950412de, 0); // magic
  header.writeUInt32LE(0, 4); // revision
  header.writeUInt32LE(entries.length, 8);
  header.writeUInt32LE(originalsTable, 12);
  header.writeUInt32LE(translationsTable, 16);
  header.writeUInt32LE(0, 20); // no hash table
  header.writeUInt32LE(offset, 24);

  const strings: Buffer[] = [];
  const place = (text: Buffer, table: number, index: number) => {
    header.writeUInt32LE(text.length, table + index * 8);
    header.writeUInt32LE(offset, table + index * 8 + 4);
    strings.push(text, Buffer.from([0]));
    offset += text.length + 1;
  };
  entries.forEach(([original], index) => place(original, originalsTable, index));
  entries.forEach(([, translated], index) => place(translated, translationsTable, index));
  return Buffer.concat([header, ...strings]);
}
