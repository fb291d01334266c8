import { describe, expect, it } from 'vitest';
import type { GatewayError } from '../../src/errors.ts';
import { readMeasurements } from '../../src/fit/fit-input.ts';
import { defaultFitTable, parseFitTable } from '../../src/fit/fit-table.ts';
import { answerForWidths, widthsOfKitSizes } from '../../src/fit/size-answer.ts';

const table = defaultFitTable;

describe('the size answer (default table)', () => {
  it('answers M when every nail fits M', () => {
    const answer = answerForWidths(table, [15.5, 12.8, 13.6, 12.1, 10.9]);
    expect(answer.size).toBe('M');
    expect(answer.fingers.map((fit) => fit.size)).toEqual(['M', 'M', 'M', 'M', 'M']);
    expect(answer.between).toBeNull();
  });

  it('between two sizes, takes the larger and names the fingers that need it', () => {
    // Thumb 16.4 mm is wider than M's thumb nail (16); the other nails fit M.
    const answer = answerForWidths(table, [16.4, 12.8, 13.6, 12.1, 10.9]);
    expect(answer.size).toBe('L');
    expect(answer.between).toEqual({ smaller: 'M', larger: 'L', fingers: ['thumb'] });
  });

  it('a nail exactly as wide as a size fits that size', () => {
    expect(answerForWidths(table, table.sets.S).size).toBe('S');
    expect(answerForWidths(table, table.sets.S).between).toBeNull();
  });

  it('a nail wider than L answers L and says so', () => {
    const answer = answerForWidths(table, [18, 13, 14, 12.5, 11]);
    expect(answer.size).toBe('L');
    expect(answer.fingers[0]).toMatchObject({ finger: 'thumb', size: 'L', widerThanLargest: true });
  });

  it('reads kit sizes as the widths of the kit nails that fitted', () => {
    expect(widthsOfKitSizes(table, [2, 5, 4, 6, 7])).toEqual([16, 13, 14, 12, 11]);
    expect(answerForWidths(table, widthsOfKitSizes(table, [2, 5, 4, 6, 7])).size).toBe('M');
  });
});

describe("the owner's table (content config size_finder_table)", () => {
  it('takes a table that widens from XS to L', () => {
    const owner = { ...table, sets: { ...table.sets, M: [15.8, 13, 14, 12.5, 11] } };
    const parsed = parseFitTable(JSON.stringify(owner));
    expect(parsed).toEqual({ table: owner });
  });

  it('names what is wrong with one that is not a table', () => {
    expect(parseFitTable('{not json')).toEqual({ problem: 'not JSON' });
    const narrowing = { ...table, sets: { ...table.sets, L: [13, 14, 15, 13, 12] } };
    expect(parseFitTable(JSON.stringify(narrowing))).toMatchObject({
      problem: expect.stringContaining('widen'),
    });
    expect(parseFitTable(JSON.stringify({ ...table, kitWidthsMm: [18, 17] }))).toMatchObject({
      problem: expect.stringContaining('kitWidthsMm'),
    });
  });
});

describe('bad measurements are refused with stable codes', () => {
  const codeOf = (input: Parameters<typeof readMeasurements>[0]) => {
    try {
      readMeasurements(input);
    } catch (error) {
      const { code, extensions } = error as GatewayError;
      return { code, field: extensions.field };
    }
    return undefined;
  };

  it('a width out of 5-25 mm, naming the finger', () => {
    expect(codeOf({ widthsMm: [16, 13, 140, 12, 11] })).toEqual({
      code: 'FIT_WIDTH_OUT_OF_RANGE',
      field: 'widthsMm.2',
    });
    expect(codeOf({ widthsMm: [16, 13, 14, 12, 4.9] })).toEqual({
      code: 'FIT_WIDTH_OUT_OF_RANGE',
      field: 'widthsMm.4',
    });
  });

  it('a kit size outside 0-9 or not whole', () => {
    expect(codeOf({ kitSizes: [2, 5, 10, 6, 7] })).toEqual({
      code: 'FIT_KIT_SIZE_OUT_OF_RANGE',
      field: 'kitSizes.2',
    });
    expect(codeOf({ kitSizes: [2.5, 5, 4, 6, 7] })).toEqual({
      code: 'FIT_KIT_SIZE_OUT_OF_RANGE',
      field: 'kitSizes.0',
    });
  });

  it('fewer than five nails, or nothing at all', () => {
    expect(codeOf({ widthsMm: [16, 13] })).toEqual({ code: 'FIT_MEASUREMENTS_REQUIRED', field: 'widthsMm' });
    expect(codeOf({})).toEqual({ code: 'FIT_MEASUREMENTS_REQUIRED', field: 'widthsMm' });
  });

  it('rounds widths to tenths of a millimetre', () => {
    expect(readMeasurements({ widthsMm: [15.55, 12.8, 13.6, 12.1, 10.9] })).toEqual({
      widthsMm: [15.6, 12.8, 13.6, 12.1, 10.9],
    });
  });
});
