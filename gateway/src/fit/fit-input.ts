import { GatewayError } from '../errors.ts';
import { fingers, kitSizeRange, plausibleWidthMm } from './fit-table.ts';

/**
 * Measurements as the shopper sends them: five widths in mm or five sizing-kit numbers, thumb to
 * pinky. Each bad value is refused with a stable code naming the list and the finger
 * (`extensions.field`, e.g. `widthsMm.4`), translated in six languages by the web.
 */
export type Measurements = { widthsMm: number[] } | { kitSizes: number[] };

export function readMeasurements(input: {
  widthsMm?: readonly number[] | null;
  kitSizes?: readonly number[] | null;
}): Measurements {
  const { widthsMm, kitSizes } = input;
  if (widthsMm && kitSizes)
    throw new GatewayError('FIT_MEASUREMENTS_REQUIRED', 'Give widths or kit sizes, not both.', {
      field: 'kitSizes',
    });
  if (widthsMm) return { widthsMm: checkedWidths(widthsMm) };
  if (kitSizes) return { kitSizes: checkedKitSizes(kitSizes) };
  throw new GatewayError('FIT_MEASUREMENTS_REQUIRED', undefined, { field: 'widthsMm' });
}

function fiveOf(values: readonly number[], field: string): void {
  if (values.length !== fingers.length)
    throw new GatewayError('FIT_MEASUREMENTS_REQUIRED', undefined, { field });
}

export function checkedWidths(widthsMm: readonly number[]): number[] {
  fiveOf(widthsMm, 'widthsMm');
  widthsMm.forEach((width, at) => {
    if (!Number.isFinite(width) || width < plausibleWidthMm.min || width > plausibleWidthMm.max)
      throw new GatewayError('FIT_WIDTH_OUT_OF_RANGE', undefined, { field: `widthsMm.${at}` });
  });
  // Tenths of a millimetre are all a ruler gives; more digits would only pretend.
  return widthsMm.map((width) => Math.round(width * 10) / 10);
}

export function checkedKitSizes(kitSizes: readonly number[]): number[] {
  fiveOf(kitSizes, 'kitSizes');
  kitSizes.forEach((kitSize, at) => {
    if (!Number.isInteger(kitSize) || kitSize < kitSizeRange.min || kitSize > kitSizeRange.max)
      throw new GatewayError('FIT_KIT_SIZE_OUT_OF_RANGE', undefined, { field: `kitSizes.${at}` });
  });
  return [...kitSizes];
}
