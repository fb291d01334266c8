import { act, fireEvent, render, screen } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import type { FetchFunction } from 'relay-runtime';
import { beforeAll, describe, expect, it } from 'vitest';
import { FitFinder } from '../../../src/features/sizing/FitFinder.tsx';
import { activateLocale } from '../../../src/i18n/i18n.ts';
import { createEnvironment, GraphQLRequestError } from '../../../src/relay/environment.ts';

const widths = { Thumb: '16', Index: '13', Middle: '14', Ring: '13', Pinky: '10' };

/**
 * A gateway that finds her size, M, and then loses the connection as the finder keeps it as hers
 * (`saveMySize`); the finder's table is never answered.
 */
const gateway: FetchFunction = (operation) => {
  if (operation.name === 'fitFinderAnswerQuery')
    return Promise.resolve({
      data: {
        findMySize: {
          size: 'M',
          fingers: Object.keys(widths).map((finger) => ({
            finger: finger.toLowerCase(),
            size: 'M',
            widerThanLargest: false,
          })),
          between: null,
        },
      },
    });
  if (operation.name === 'saveMySizeMutation') return Promise.reject(new TypeError('Failed to fetch'));
  return new Promise<never>(() => undefined);
};

describe('the size finder when her size is found but cannot be kept', () => {
  beforeAll(() => activateLocale('en'));

  it('still shows the size found, says it was not kept, and leaves her measurements as typed and unflagged', async () => {
    render(
      <RelayEnvironmentProvider environment={createEnvironment(gateway)}>
        <FitFinder />
      </RelayEnvironmentProvider>,
    );
    for (const [finger, width] of Object.entries(widths))
      fireEvent.change(screen.getByLabelText(`${finger}: width in mm`), { target: { value: width } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Find my size' }));
    });

    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not keep M as your size: Something went wrong. Please try again.',
    );
    expect(screen.getByTestId('fit-size').textContent).toBe('Your size is M');
    expect(screen.queryByTestId('fit-saved')).toBeNull();
    for (const [finger, width] of Object.entries(widths)) {
      const field = screen.getByLabelText<HTMLInputElement>(`${finger}: width in mm`);
      expect(field.value).toBe(width);
      expect(field.getAttribute('aria-invalid')).toBeNull();
    }
  });
});

/** A gateway whose size lookup answers `answer` (a refusal, or a failed connection). */
const refusing =
  (answer: () => Promise<never>): FetchFunction =>
  (operation) =>
    operation.name === 'fitFinderAnswerQuery' ? answer() : new Promise<never>(() => undefined);

const refusal = (code: string, field: string) => () =>
  Promise.reject(new GraphQLRequestError('refused', code, 200, { code, field }));

async function find(fetchFn: FetchFunction, typed: Record<string, string>) {
  render(
    <RelayEnvironmentProvider environment={createEnvironment(fetchFn)}>
      <FitFinder />
    </RelayEnvironmentProvider>,
  );
  for (const [finger, width] of Object.entries(typed))
    fireEvent.change(screen.getByLabelText(`${finger}: width in mm`), { target: { value: width } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Find my size' }));
  });
  await screen.findByRole('alert');
  // The fields marked wrong, thumb to pinky, each kept as she typed it.
  return Object.entries(typed).flatMap(([finger, width]) => {
    const field = screen.getByLabelText<HTMLInputElement>(`${finger}: width in mm`);
    expect(field.value).toBe(width);
    return field.getAttribute('aria-invalid') === 'true' ? [finger] : [];
  });
}

describe('the size finder marks the fields a refusal is about, and only those', () => {
  beforeAll(() => activateLocale('en'));

  it('marks the one width the gateway names as out of range', async () => {
    const typed = { ...widths, Ring: '40' };
    expect(await find(refusing(refusal('FIT_WIDTH_OUT_OF_RANGE', 'widthsMm.3')), typed)).toEqual(['Ring']);
  });

  it('marks the fields left empty or without a number when the gateway asks for all five', async () => {
    const typed = { ...widths, Index: '', Pinky: 'ten' };
    expect(await find(refusing(refusal('FIT_MEASUREMENTS_REQUIRED', 'widthsMm')), typed)).toEqual([
      'Index',
      'Pinky',
    ]);
  });

  it('marks none of her measurements when the connection fails', async () => {
    const failed = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await find(refusing(failed), widths)).toEqual([]);
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong. Please try again.');
  });
});
