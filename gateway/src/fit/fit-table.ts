import { z } from 'zod';

/** The four sizes every nail set is sold in (the `pa_size` terms xs, s, m, l), smallest first. */
export const setSizes = ['XS', 'S', 'M', 'L'] as const;
export type SetSize = (typeof setSizes)[number];

/** Fingers in the order every list of widths or kit sizes is written: thumb to pinky. */
export const fingers = ['thumb', 'index', 'middle', 'ring', 'pinky'] as const;
export type Finger = (typeof fingers)[number];

/**
 * What a natural nail may measure at all, in millimetres: outside it a number is a typo (a
 * centimetre value, a missing comma), not a nail. Fixed, not the owner's table: the error
 * messages in six languages name these bounds.
 */
export const plausibleWidthMm = { min: 5, max: 25 } as const;

/** The sizing kit's numbers, as the kits print them on the nails. */
export const kitSizeRange = { min: 0, max: 9 } as const;

/**
 * The finder's table (fit README "The finder's table"): the width in mm of each finger's nail in
 * each set size, thumb to pinky, and the width of each sizing-kit nail 0–9. The shop owner
 * replaces it with the content service's config `size_finder_table`; this is the default.
 */
export interface FitTable {
  sets: Record<SetSize, number[]>;
  kitWidthsMm: number[];
}

export const defaultFitTable: FitTable = {
  sets: {
    XS: [14, 12, 12.5, 11, 9],
    S: [15, 12.5, 13, 12, 10.5],
    M: [16, 13, 14, 12.5, 11],
    L: [17, 14, 15, 13, 12],
  },
  kitWidthsMm: [18, 17, 16, 15, 14, 13, 12, 11, 10, 9],
};

const width = z.number().min(plausibleWidthMm.min).max(plausibleWidthMm.max);
const fiveWidths = z.array(width).length(fingers.length);

/**
 * The owner's table as content holds it (JSON text). Each finger's nail must not narrow from one
 * size to the next larger one, or "the larger size covers" would not hold and the answer would lie.
 */
export const fitTableSchema = z
  .object({
    sets: z.object({ XS: fiveWidths, S: fiveWidths, M: fiveWidths, L: fiveWidths }).strict(),
    kitWidthsMm: z.array(width).length(kitSizeRange.max - kitSizeRange.min + 1),
  })
  .strict()
  .refine(
    (table) =>
      fingers.every((_, finger) =>
        setSizes.slice(1).every((size, i) => table.sets[size][finger]! >= table.sets[setSizes[i]!][finger]!),
      ),
    { message: 'each finger must widen (or stay) from XS to L' },
  );

/** The table in a config value, or the reason it is not one (the reader logs it and keeps the default). */
export function parseFitTable(text: string): { table: FitTable } | { problem: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { problem: 'not JSON' };
  }
  const parsed = fitTableSchema.safeParse(json);
  return parsed.success
    ? { table: parsed.data }
    : { problem: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ') };
}
