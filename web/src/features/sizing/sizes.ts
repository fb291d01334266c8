/**
 * Our size chart: 15 sizes, 0 (widest) to 14 (narrowest), by nail width in millimetres, and the
 * four ready-made kits as a size per finger (thumb, index, middle, ring, pinky).
 */
export const sizeChart: readonly { size: number; width: number }[] = [
  { size: 0, width: 18 },
  { size: 1, width: 17 },
  { size: 2, width: 16 },
  { size: 3, width: 15 },
  { size: 4, width: 14 },
  { size: 5, width: 13 },
  { size: 6, width: 12.5 },
  { size: 7, width: 12 },
  { size: 8, width: 11 },
  { size: 9, width: 10.5 },
  { size: 10, width: 10 },
  { size: 11, width: 9 },
  { size: 12, width: 8.5 },
  { size: 13, width: 8 },
  { size: 14, width: 7 },
];

export const fingers = ['thumb', 'index', 'middle', 'ring', 'pinky'] as const;
export type Finger = (typeof fingers)[number];

export const kits: readonly { name: string; sizes: Record<Finger, number> }[] = [
  { name: 'XS', sizes: { thumb: 4, index: 7, middle: 6, ring: 8, pinky: 11 } },
  { name: 'S', sizes: { thumb: 3, index: 6, middle: 5, ring: 7, pinky: 9 } },
  { name: 'M', sizes: { thumb: 2, index: 5, middle: 4, ring: 6, pinky: 8 } },
  { name: 'L', sizes: { thumb: 1, index: 4, middle: 3, ring: 5, pinky: 7 } },
];

const widthOf = (size: number) => sizeChart.find((entry) => entry.size === size)?.width ?? 0;

/**
 * The size for a measured width: the narrowest size at least as wide as the nail, so a
 * measurement between two sizes takes the larger one (filed at the sides for a seamless fit).
 * Undefined for a nail wider than size 0.
 */
export function sizeForWidth(width: number): number | undefined {
  if (!Number.isFinite(width) || width <= 0) return undefined;
  const fitting = sizeChart.filter((entry) => entry.width >= width);
  return fitting.at(-1)?.size;
}

/** The ready-made kit whose widths are closest to the measured ones (sum of differences). */
export function closestKit(widths: Partial<Record<Finger, number>>): string | undefined {
  const measured = fingers.filter((finger) => (widths[finger] ?? 0) > 0);
  if (measured.length === 0) return undefined;
  const distance = (kit: (typeof kits)[number]) =>
    measured.reduce((sum, finger) => sum + Math.abs(widthOf(kit.sizes[finger]) - (widths[finger] ?? 0)), 0);
  return [...kits].sort((a, b) => distance(a) - distance(b))[0]?.name;
}
