import { fingers, setSizes, type Finger, type FitTable, type SetSize } from './fit-table.ts';

export interface FingerFit {
  finger: Finger;
  widthMm: number;
  /** The smallest set size whose nail for this finger is at least as wide as hers. */
  size: SetSize;
  /** Even L's nail is narrower than hers: L is the closest the shop has. */
  widerThanLargest: boolean;
}

/**
 * Her nails sit between two sizes: some fit `smaller`, the `fingers` listed need `larger`, and
 * `larger` is the answer because a set must cover every nail (fit README "Between two sizes").
 */
export interface SizeBetween {
  smaller: SetSize;
  larger: SetSize;
  fingers: Finger[];
}

export interface SizeAnswer {
  size: SetSize;
  fingers: FingerFit[];
  between: SizeBetween | null;
}

const rank = (size: SetSize) => setSizes.indexOf(size);

function fitOf(table: FitTable, finger: Finger, widthMm: number): FingerFit {
  const at = fingers.indexOf(finger);
  const size = setSizes.find((candidate) => table.sets[candidate][at]! >= widthMm);
  return { finger, widthMm, size: size ?? 'L', widerThanLargest: size === undefined };
}

/**
 * The set size for five measured widths (thumb to pinky). A press-on must cover the natural nail:
 * a wider one is filed narrower at the sides in a minute, a narrower one leaves a gap nothing
 * fixes. So each finger fits the smallest size at least as wide as it, and the set is the largest
 * of those: every nail covered. When some fingers would have fitted the next smaller size, the
 * answer says so and names the fingers that decided it.
 */
export function answerForWidths(table: FitTable, widthsMm: readonly number[]): SizeAnswer {
  const fits = fingers.map((finger, at) => fitOf(table, finger, widthsMm[at]!));
  const size = setSizes[Math.max(...fits.map((fit) => rank(fit.size)))]!;
  const smaller = setSizes[rank(size) - 1];
  const deciding = fits.filter((fit) => fit.size === size).map((fit) => fit.finger);
  const between =
    smaller !== undefined && deciding.length < fits.length
      ? { smaller, larger: size, fingers: deciding }
      : null;
  return { size, fingers: fits, between };
}

/** The same answer from the sizing-kit nail that fitted each finger (0–9), read as its width. */
export const widthsOfKitSizes = (table: FitTable, kitSizes: readonly number[]): number[] =>
  kitSizes.map((kitSize) => table.kitWidthsMm[kitSize]!);
