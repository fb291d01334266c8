/**
 * The downloadable product's file: a one-page A4 PDF drawn with PDF operators (true-scale nail
 * outlines for the storefront's 15 sizes, 0 = 18 mm to 14 = 7 mm, web/src/features/sizing/sizes.ts,
 * and the measuring steps), built here so the repository holds no binary.
 */
const sizeWidthsMm = [18, 17, 16, 15, 14, 13, 12.5, 12, 11, 10.5, 10, 9, 8.5, 8, 7];
const pointsPerMm = 72 / 25.4;

export function sizingGuidePdf(): Buffer {
  const lines = [
    'BT /F1 22 Tf 60 780 Td (Lacquer Lane - Printable Sizing Guide) Tj ET',
    'BT /F1 11 Tf 60 750 Td (Print at 100% scale. Place each nail over the outlines; pick the size that covers it edge to edge.) Tj ET',
    // Sizes 0-7 on the first row, 8-14 on the second; each outline is the size's width, 10 mm tall.
    ...sizeWidthsMm.map((widthMm, size) => {
      const x = 70 + (size % 8) * 60;
      const y = size < 8 ? 640 : 570;
      const width = (widthMm * pointsPerMm).toFixed(1);
      const height = (10 * pointsPerMm).toFixed(1);
      return `${x} ${y} ${width} ${height} re S BT /F1 10 Tf ${x} ${y - 15} Td (${size}) Tj ET`;
    }),
    'BT /F1 11 Tf 60 520 Td (1. Measure the widest part of each natural nail in millimetres.) Tj ET',
    'BT /F1 11 Tf 60 502 Td (2. Write down a size per finger, thumb to little finger, for both hands.) Tj ET',
    'BT /F1 11 Tf 60 484 Td (3. Between two sizes, choose the larger one and file it to fit.) Tj ET',
  ];
  const stream = lines.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
